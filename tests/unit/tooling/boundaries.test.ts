// @vitest-environment node
// The import-boundary rules of .dependency-cruiser.cjs catch what they claim to: each rule is
// shown a small fixture that breaks it, and must report it. The fixtures live for the length of
// this file only; their names carry the process id, so parallel runs do not collide.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// tests/unit/setup.ts empties web storage after every test; Node 20 has none, so give it a no-op.
for (const name of ['localStorage', 'sessionStorage'] as const) {
  if (!(name in globalThis)) {
    Object.defineProperty(globalThis, name, {
      value: { clear: () => undefined },
      configurable: true,
    });
  }
}

const ROOT = join(__dirname, '..', '..', '..');
const ID = `${process.pid}`;
const FIXTURE_NAME = /__boundary_fixture_\d+__|__fixture_[ab]_\d+__/;

const dirs = {
  contract: `packages/contract/src/__boundary_fixture_${ID}__`,
  core: `packages/core/src/__boundary_fixture_${ID}__`,
  ui: `packages/ui/src/__boundary_fixture_${ID}__`,
  widgetA: `packages/widgets/src/__fixture_a_${ID}__`,
  widgetB: `packages/widgets/src/__fixture_b_${ID}__`,
  embed: `packages/embed/src/__boundary_fixture_${ID}__`,
  server: `packages/server/src/__boundary_fixture_${ID}__`,
};

// Valid, formatted TypeScript, so a type check or lint running meanwhile is not disturbed.
const files: Record<string, string> = {
  [`${dirs.contract}/leaf.ts`]:
    "import { toast } from '@savdo/core';\n\nexport const leaf = toast;\n",
  [`${dirs.core}/react.ts`]:
    "import { createElement } from 'react';\n\nexport const element = createElement;\n",
  [`${dirs.widgetB}/x.ts`]: 'export const b = 1;\n',
  [`${dirs.widgetA}/a.ts`]: `import { b } from '../__fixture_b_${ID}__/x';\n\nexport const a = b;\n`,
  [`${dirs.ui}/up.ts`]: `import { b } from '../../../widgets/src/__fixture_b_${ID}__/x';\n\nexport const up = b;\n`,
  [`${dirs.server}/s.ts`]: "import { toast } from '@savdo/core';\n\nexport const s = toast;\n",
  [`${dirs.widgetA}/host.ts`]: `import { s } from '../../../server/src/__boundary_fixture_${ID}__/s';\n\nexport const host = s;\n`,
  [`${dirs.embed}/e.ts`]: `import { s } from '../../../server/src/__boundary_fixture_${ID}__/s';\n\nexport const e = s;\n`,
};

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
}

function depcruise(targets: string[], extraArgs: string[] = []): Violation[] {
  const result = spawnSync(
    join(ROOT, 'node_modules/.bin/depcruise'),
    [...targets, '--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...extraArgs],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  // depcruise exits non-zero when it finds errors; the JSON report is on stdout either way.
  if (!result.stdout) throw new Error(`depcruise printed nothing: ${result.stderr}`);
  const report = JSON.parse(result.stdout) as { summary: { violations: Violation[] } };
  return report.summary.violations;
}

function removeFixtures(): void {
  for (const dir of Object.values(dirs)) rmSync(join(ROOT, dir), { recursive: true, force: true });
}

describe('each boundary rule reports a fixture that breaks it', () => {
  let violations: Violation[] = [];

  beforeAll(() => {
    try {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(ROOT, path)), { recursive: true });
        writeFileSync(join(ROOT, path), text);
      }
      violations = depcruise(Object.values(dirs));
    } finally {
      removeFixtures();
    }
  }, 60_000);

  afterAll(() => {
    removeFixtures();
  });

  function reported(rule: string, from: string, to: RegExp): boolean {
    return violations.some((v) => v.rule.name === rule && v.from === from && to.test(v.to));
  }

  it('contract-is-a-leaf: contract importing core', () => {
    expect(reported('contract-is-a-leaf', `${dirs.contract}/leaf.ts`, /^packages\/core\//)).toBe(
      true,
    );
  });

  it('core-has-no-react-or-upper-layers: core importing react', () => {
    expect(
      reported(
        'core-has-no-react-or-upper-layers',
        `${dirs.core}/react.ts`,
        /node_modules\/react\//,
      ),
    ).toBe(true);
  });

  it('ui-below-widgets: ui importing a widget folder', () => {
    expect(reported('ui-below-widgets', `${dirs.ui}/up.ts`, /^packages\/widgets\//)).toBe(true);
  });

  it('widgets-below-hosts: a widget importing the server', () => {
    expect(reported('widgets-below-hosts', `${dirs.widgetA}/host.ts`, /^packages\/server\//)).toBe(
      true,
    );
  });

  it('widget-folders-are-independent: one widget folder importing another', () => {
    expect(
      reported(
        'widget-folders-are-independent',
        `${dirs.widgetA}/a.ts`,
        /__fixture_b_\d+__\/x\.ts$/,
      ),
    ).toBe(true);
  });

  it('a widget importing from its own folder is allowed', () => {
    const own = violations.filter(
      (v) => v.rule.name === 'widget-folders-are-independent' && v.from === `${dirs.widgetB}/x.ts`,
    );
    expect(own).toEqual([]);
  });

  it('server-shares-only-contract: the server importing core', () => {
    expect(
      reported('server-shares-only-contract', `${dirs.server}/s.ts`, /^packages\/core\//),
    ).toBe(true);
  });

  it('nothing-imports-server-or-hosts: embed importing the server', () => {
    expect(
      reported('nothing-imports-server-or-hosts', `${dirs.embed}/e.ts`, /^packages\/server\//),
    ).toBe(true);
  });

  it('every violation is an error, and every one comes from a fixture', () => {
    expect(violations.length).toBeGreaterThan(0);
    for (const v of violations) {
      expect(v.rule.severity).toBe('error');
      expect(v.from).toMatch(FIXTURE_NAME);
    }
  });
});

describe('the real tree', () => {
  it('has no boundary violations', () => {
    // Fixtures of a run in another process may exist for a moment: leave them out.
    const violations = depcruise(
      ['packages', 'host-app'],
      ['--exclude', `(^|/)dist/|${FIXTURE_NAME.source}`],
    );
    expect(violations).toEqual([]);
  }, 60_000);
});
