// Measures the built embed (packages/embed/dist/v1, written by `npm run build`): gzip -9 bytes
// of the loader, of each widget's whole first download (loader + its entry + every chunk it
// imports statically), of a second widget added to a page that already shows the first (only
// the files the first did not load), and of the chunks a widget loads later, on demand (e.g.
// the chart library when the chart modal opens). Shared by tests/bench/widgets-size.mjs and
// tests/unit/tooling/embed-budget.test.ts, so the printed figures are the enforced ones.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Budgets in gzip bytes. The embed first set the first widget at 100 KB; the performance targets
 * (docs/decisions/0082-performance-targets.md) aim at 45 KB for the
 * first partner widget and, until that is reached, holds every first widget to what it weighs
 * now plus 5% (signals 73.3 KB, the heaviest: 77 KB), so none can silently grow back. 78 KB
 * since 2026-11-23 evening: the one core per page gained the money and courses stores' shared
 * parts (signals 77.2 KB; decision 0082 lists what moved out into own entries instead). 80 KB
 * since 2026-11-24: eleven more widgets arrived (the heaviest first widget is the
 * trading journal, 80.1 KB with its chart's attribution; the calendar 76.1 KB, signals 78.7 KB):
 * 81 KB. 70 KB since the same day's afternoon: our own translator replaced i18next (decision
 * 0263): the journal 66.4 KB, the calendar 61.8 KB, signals 64.7 KB. 68.7 KB since the
 * 2026-11-24 evening: a partner's page loads no session code (embedded-session.ts, decision 0082):
 * the heaviest first widget is algo-bot at 65.4 KB. The two partner widgets have their own,
 * tighter budget: signals 61.8 KB, the calendar 59.0 KB, plus 5%. 59.7 and 55.0 KB since the
 * 2026-11-24 night: the embed's own styling runtime replaced styled-components (decision 0269):
 * algo-bot 56.9 KB, signals 52.4 KB, the calendar 50.2 KB. Since 2026-11-24 (the session after):
 * core and ui in two tiers, what the calendar loads and the rest, and a toast's code loaded with
 * the first toast (decision 0082): the calendar 44.9 KB, the 45 KB target met; its own budget is
 * that plus 5%, 47.1 KB. Signals, which now loads both tiers, 54.0 KB: it keeps 55.0 KB. The
 * purchase dialog's live balance left the session chunk, so the five widgets that buy no longer
 * load the session's code (4.5 KB): the heaviest first widget is profile, 56.2 KB: 59.0 KB.
 * Since 2026-11-29 the calendar names its events in uz, ru and en and opens an event's detail
 * (decision 0311): the detail, its chart and the alerts load on a click, but the dialog frame and
 * the controls they use join the calendar's tier of ui: the calendar 48.6 KB, budget 48.7 KB.
 * A chunk of their own was measured (calendar 47.7 KB) but makes the journal, which opens the
 * same dialog, cross 59.0 KB; the next step is a tier for what only dialogs use. Partner pages'
 * links back to the product carry the partner's ref (decision 0321): 48.72 KB, budget 48.8 KB.
 * 2026-11-30: a filter keeps the rows that stay and memoised rows get stable props (decision
 * 0330: the filter's next paint 208-272 -> 128-144 ms at 4x throttling), 45 B: 48.85 KB, budget
 * 48.9 KB. 2026-12-02: the styling runtime spreads the host page's rules over one sheet per range
 * of definitions (decision 0270: a dialog's first opening's longest task about a third shorter);
 * its code is shared with the widgets, whose shadow roots keep one sheet: 95 B, 48.98 KB, budget
 * 49.0 KB. 2026-12-03: declarations-only CSS skips goober's parser (decision 0270: goober's time
 * per /dashboard load 18.8 -> 7.0 ms), 106 B: 49.09 KB, budget 49.1 KB. 2026-12-03, evening: the
 * calendar draws its rows a few at a time after a filter that brings rows back (decision 0330:
 * the longest task of the filter back to every impact 69-100 -> under 50 ms at 4x throttling in
 * 15 of 16 runs), with the hook the journal had, now in ui: 203 B, 49.29 KB, budget 49.3 KB
 * (then the calendar's CSS comments left its templates, whose text ships whole, and an event's
 * name got its own ellipsis: 50,397 B, 49.22 KB). The
 * ui chunk every first widget loads carries the hook: profile 59.04 KB, so every first widget's
 * budget is 59.1 KB.
 */
export const EMBED_BUDGET = {
  loader: 2 * 1024,
  first: Math.round(59.1 * 1024),
  /** The widgets partners embed, as the first on a page. */
  partnerFirst: {
    calendar: Math.round(49.3 * 1024),
    signals: Math.round(55.0 * 1024),
  },
  second: 25 * 1024,
};

export function defaultEmbedDist(root = process.cwd()) {
  return resolve(root, process.env.SAVDO_EMBED_DIST ?? 'packages/embed/dist/v1');
}

/** The dynamic `import('…')` targets of a built file, relative to the dist folder. */
function dynamicImports(dist, file) {
  const code = readFileSync(join(dist, file), 'utf8');
  const found = [];
  for (const match of code.matchAll(/import\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g)) {
    found.push(normalize(relative(dist, resolve(dist, dirname(file), match[1] ?? ''))));
  }
  return found;
}

export function measureEmbed(dist = defaultEmbedDist()) {
  const manifestFile = join(dist, 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: run \`npm run build\` first`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const sizes = new Map();
  const gz = (file) => {
    if (!sizes.has(file))
      sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const sum = (files) => files.reduce((total, f) => total + gz(f), 0);
  const loader = gz(manifest.loader);

  const widgets = {};
  for (const [name, { files }] of Object.entries(manifest.widgets)) {
    const onDemand = new Set();
    const queue = [...files];
    while (queue.length > 0) {
      const file = queue.shift();
      for (const target of dynamicImports(dist, file)) {
        if (files.includes(target) || onDemand.has(target) || !existsSync(join(dist, target)))
          continue;
        onDemand.add(target);
        queue.push(target);
      }
    }
    widgets[name] = {
      files,
      first: loader + sum(files),
      onDemand: [...onDemand].map((file) => ({ file, bytes: gz(file) })),
    };
  }

  const pairs = [];
  for (const [first, a] of Object.entries(widgets)) {
    for (const [second, b] of Object.entries(widgets)) {
      if (first === second) continue;
      const added = b.files.filter((f) => !a.files.includes(f));
      pairs.push({ first, second, added, bytes: sum(added) });
    }
  }
  return { version: manifest.version, tags: manifest.tags, loader, widgets, pairs, fileBytes: gz };
}
