// @vitest-environment node
// The first-load budgets (docs/decisions/0082-performance-targets.md) and per-page code, enforced
// on the built host app (host-app/dist, which `npm test` builds before this suite runs). The
// figures come from tests/bench/_host-measure.mjs, the same code `npm run bench` prints them with.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { uiStrings } from '@savdo/ui/i18n/ui-strings';
import {
  ENTRY_FEATURES,
  HOST_BUDGET,
  PAGE_FEATURES,
  budgetOf,
  measureHost,
} from '../../bench/_host-measure.mjs';

const measured = measureHost();
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe('host app first load (gzip -9, every JS and CSS file before the page paints)', () => {
  it(`/auth loads at most ${kb(HOST_BUDGET.auth)}`, () => {
    const auth = measured.pages.auth;
    expect(auth?.files.length).toBeGreaterThan(1);
    expect(auth?.bytes).toBeLessThanOrEqual(HOST_BUDGET.auth);
  });

  it(`/dashboard loads at most ${kb(HOST_BUDGET.dashboard)}`, () => {
    expect(measured.pages.dashboard?.bytes).toBeLessThanOrEqual(HOST_BUDGET.dashboard);
  });

  it('measures every page of the page table', () => {
    expect(Object.keys(measured.pages).length).toBeGreaterThanOrEqual(30);
  });

  it.each(Object.entries(measured.pages).map(([page, size]) => [page, size.path, size.bytes]))(
    'the %s page (%s) loads within its budget',
    (page, _path, bytes) => {
      expect(bytes, `${kb(bytes)} against ${kb(budgetOf(page))}`).toBeLessThanOrEqual(
        budgetOf(page),
      );
    },
  );

  it("the ui package's own strings reach the code every page loads (a bundler once dropped them)", () => {
    const code = measured.entry.files
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join('host-app/dist', f), 'utf8'))
      .join('\n');
    for (const language of ['uz', 'en', 'ru'] as const) {
      expect(code).toContain(uiStrings[language].widgetFailedTitle);
    }
  });

  it('runs React on preact/compat: no react-dom in the code every page loads', () => {
    // Vite's own preload helper (a virtual module) comes without a source map.
    const sources = sourcesOf(measured.entry.files);
    expect(sources.some((s) => s.includes('node_modules/preact/'))).toBe(true);
    expect(sources.some((s) => s.includes('node_modules/react-dom/'))).toBe(false);
  });
});

/** The source files behind built chunks, read from their source maps. */
function sourcesOf(files: string[]): string[] {
  return files
    .filter((f) => f.endsWith('.js') && existsSync(join('host-app/dist', `${f}.map`)))
    .flatMap(
      (f) =>
        (
          JSON.parse(readFileSync(join('host-app/dist', `${f}.map`), 'utf8')) as {
            sources: string[];
          }
        ).sources,
    );
}

describe('TypeBox runs only in the back office (packages/contract/back-office-copy.mjs)', () => {
  const manifest = JSON.parse(readFileSync('host-app/dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  /** A chunk's file and those of its static imports. */
  const filesOf = (key: string) => {
    const chunk = manifest[key];
    return [chunk?.file ?? '', ...(chunk?.imports ?? []).map((k) => manifest[k]?.file ?? '')];
  };
  // /admin opens on its users section; the other sections load together when one is opened
  // (host-app/src/pages/admin/lazy-section.tsx).
  const adminFiles = filesOf('src/pages/admin/admin-page.tsx');
  const otherSectionFiles = filesOf('src/pages/admin/other-sections.ts');

  it('the code every page loads holds no TypeBox and no schema', () => {
    const sources = sourcesOf(measured.entry.files);
    expect(sources.some((s) => s.includes('packages/contract/'))).toBe(true);
    expect(sources.filter((s) => s.includes('node_modules/typebox/'))).toEqual([]);
    expect(sources.filter((s) => s.includes('readable-errors'))).toEqual([]);
  });

  it("the back office's forms carry TypeBox and their own copy of the contract", () => {
    const sources = sourcesOf(otherSectionFiles);
    expect(sources.some((s) => s.includes('node_modules/typebox/'))).toBe(true);
    expect(sources).toContain('../../../packages/contract/src/readable-errors.ts?back-office');
  });

  it('/admin opens without them: its users section has no form to check', () => {
    expect(otherSectionFiles[0]).not.toBe('');
    expect(sourcesOf(adminFiles).filter((s) => s.includes('node_modules/typebox/'))).toEqual([]);
  });
});

describe('each page loads only its own widget', () => {
  it('the entry every page loads holds no feature widget', () => {
    expect(measured.entry.features.filter((f) => !ENTRY_FEATURES.includes(f))).toEqual([]);
  });

  it.each(Object.entries(PAGE_FEATURES))(
    'the %s page’s own chunks hold no other feature’s code',
    (page, allowed) => {
      const size = measured.pages[page];
      expect(size).toBeDefined();
      expect(size?.ownFeatures.filter((f) => !allowed.includes(f))).toEqual([]);
    },
  );

  it('no page outside /auth loads the auth feature: the frame downloads its password dialog only when needed', () => {
    const withAuth = Object.values(measured.pages)
      .filter((size) => size.ownFeatures.includes('auth'))
      .map((size) => size.path);
    expect(withAuth.length).toBeGreaterThan(0);
    expect(withAuth.filter((path) => !path.startsWith('/auth'))).toEqual([]);
  });

  it('the feature pages do carry their own widget (the source maps are read)', () => {
    expect(measured.pages.economicCalendar?.ownFeatures).toContain('calendar');
    expect(measured.pages.tradingSignals?.ownFeatures).toContain('signals');
  });

  it('ESLint bans the widgets barrel and feature internals in the host app', async () => {
    const eslint = new ESLint();
    const [result] = await eslint.lintText(
      [
        "import { EconomicCalendar } from '@savdo/widgets';",
        "import { SignalCard } from '@savdo/widgets/signals/signal-card';",
        "import { SignalsFeed } from '@savdo/widgets/signals';",
        'export const pages = [EconomicCalendar, SignalCard, SignalsFeed];',
      ].join('\n'),
      { filePath: 'host-app/src/pages/probe-page.tsx' },
    );
    const banned = result?.messages.filter((m) => m.ruleId === 'no-restricted-imports') ?? [];
    expect(banned.map((m) => m.line)).toEqual([1, 2]);
  });
});
