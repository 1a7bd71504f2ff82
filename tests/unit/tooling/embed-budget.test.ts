// @vitest-environment node
// The embed's size budgets, enforced on the built embed (packages/embed/dist/v1, which `npm test`
// builds before this suite runs): the loader <= 2 KB gzip; any widget as the first on a page
// within EMBED_BUDGET.first with everything it needs, the partner widgets within
// EMBED_BUDGET.partnerFirst (what was reached plus 5%, docs/decisions/0082-performance-targets.md);
// any second widget <= 25 KB more; a partner's page loads no session code, and the calendar only
// its tier of the shared chunks. The figures are measured by tests/bench/_embed-measure.mjs, the
// same code `npm run bench` prints them with.
import { describe, expect, it } from 'vitest';
import { widgetRegistry } from '../../../packages/embed/widget-entries.mjs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMBED_BUDGET, defaultEmbedDist, measureEmbed } from '../../bench/_embed-measure.mjs';

const measured = measureEmbed();
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe('embed size budgets (gzip -9)', () => {
  it('the build is of the current widget folders: every tag and entry is in it', () => {
    // A build from before a widget was added would pass the budgets without measuring it.
    expect(measured.tags).toEqual(widgetRegistry());
  });

  it('measures the two partner widgets', () => {
    expect(Object.keys(measured.widgets)).toEqual(expect.arrayContaining(['calendar', 'signals']));
  });

  it(`the loader savdo.js is at most ${kb(EMBED_BUDGET.loader)}`, () => {
    expect(measured.loader).toBeGreaterThan(0);
    expect(measured.loader).toBeLessThanOrEqual(EMBED_BUDGET.loader);
  });

  it.each(Object.keys(measured.widgets))(
    `%s as the first widget on a page is at most ${kb(EMBED_BUDGET.first)}, everything included`,
    (name) => {
      const widget = measured.widgets[name];
      // The whole first download: loader, entry and the shared chunks (UI runtime, styles, core).
      expect(widget?.files.length).toBeGreaterThan(3);
      expect(widget?.first).toBeLessThanOrEqual(EMBED_BUDGET.first);
    },
  );

  it.each(Object.entries(EMBED_BUDGET.partnerFirst))(
    'the partner widget %s as the first on a page is at most %d B',
    (name, budget) => {
      expect(measured.widgets[name]?.first).toBeLessThanOrEqual(budget);
    },
  );

  it("the partner calendar loads only its tier of core and ui, and no toast's code", () => {
    const files = measured.widgets.calendar?.files ?? [];
    expect(files.filter((f) => /chunks\/(core|ui)-[\w-]{8}\.js$/.test(f))).toHaveLength(2);
    // The rest of those layers, and a toast's own code, are other widgets' (or later) downloads.
    expect(files.filter((f) => /chunks\/((core|ui)-more|toast)-/.test(f))).toEqual([]);
  });

  it('the partner signals feed loads its own tier of core and ui, none of the -more chunks', () => {
    const files = measured.widgets.signals?.files ?? [];
    expect(files.filter((f) => /chunks\/(core|ui)-signals-/.test(f))).toHaveLength(2);
    expect(files.filter((f) => /chunks\/(core|ui)-more-/.test(f))).toEqual([]);
  });

  it("only the widgets that sign in or show the session load the session's code first", () => {
    // Buying (the purchase dialog follows the live balance) needs no vault, token or JWT code.
    const withSession = Object.entries(measured.widgets)
      .filter(([, w]) => w.files.some((f) => /chunks\/session-/.test(f)))
      .map(([name]) => name)
      .sort();
    expect(withSession).toEqual(['auth', 'profile/profile']);
  });

  it("a widget with a toaster (auth) fetches a toast's code on demand, from a file that exists", () => {
    const auth = measured.widgets.auth;
    expect(auth?.files.some((f) => /chunks\/toast-/.test(f))).toBe(false);
    expect(auth?.onDemand.some(({ file }) => /chunks\/toast-/.test(file))).toBe(true);
  });

  it.each(['calendar', 'signals'])(
    "%s on a partner's page loads no token vault, cipher, token or JWT code",
    (name) => {
      const manifest = JSON.parse(
        readFileSync(join(defaultEmbedDist(), 'manifest.json'), 'utf8'),
      ) as { breakdown: Record<string, Record<string, number>> };
      const files = measured.widgets[name]?.files ?? [];
      expect(files.length).toBeGreaterThan(3);
      // The session's chunk and the vault's cipher chunk are loaded on our own origin only.
      expect(files.filter((f) => /chunks\/(session|vault)-/.test(f))).toEqual([]);
      const groups = new Set(files.flatMap((f) => Object.keys(manifest.breakdown[f] ?? {})));
      for (const group of ['core/src/vault', 'core/src/token', 'core/src/access', 'jwt-decode'])
        expect(groups.has(group), group).toBe(false);
      expect([...groups].some((g) => g.startsWith('@noble'))).toBe(false);
    },
  );

  it("the built widgets carry their manifests' rules, not their documentation", () => {
    const dist = defaultEmbedDist();
    const calendar = readFileSync(join(dist, 'widgets/calendar.js'), 'utf8');
    const described = readFileSync(join(dist, '../custom-elements.json'), 'utf8');
    const text = 'Economic calendar: events with impact';
    expect(described).toContain(text);
    expect(calendar).not.toContain(text);
    // The attribute rules defineWidget needs are kept.
    expect(calendar).toContain('savdo-economic-calendar');
    expect(calendar).toContain('this_week');
  });

  it.each(measured.pairs.map((p) => [p.second, p.first, p.bytes] as const))(
    `%s added after %s costs at most ${kb(EMBED_BUDGET.second)} more (%d B)`,
    (_second, _first, bytes) => {
      expect(bytes).toBeLessThanOrEqual(EMBED_BUDGET.second);
    },
  );

  it('a second widget reuses the shared chunks: it adds only its own entry and code', () => {
    for (const pair of measured.pairs) {
      // (It may add the second tier of core and ui, core-more and ui-more.)
      expect(
        pair.added.every((f) => !/chunks\/(preact|styled|core|ui|runtime)-[\w-]{8}\.js$/.test(f)),
      ).toBe(true);
    }
  });
});
