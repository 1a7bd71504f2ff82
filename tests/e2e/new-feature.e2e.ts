// The recipe, proven: `npm run new-feature -- price-alerts` in a temporary copy of the
// repository writes a feature into the real places, touching no shared file beyond one entry per
// list that cannot be derived; what it wrote and edited then type-checks in the copy, the
// feature's own unit and server tests pass there, and the embed built from the copy defines its
// element on a page. Prints the shared-file edits it needed.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../kit/chromium.mjs';

const repo = process.cwd();
const ID = 'price-alerts';
let copy = '';
let before = new Map<string, string>();
let after = new Map<string, string>();
let scaffoldOutput = '';

/** Every file git knows or would add, copied; node_modules linked, with @savdo/* at the copy. */
function makeCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'savdo-new-feature-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: repo })
    .toString()
    .split('\0')
    // The boundary test's fixtures come and go while this suite runs beside it: never copied.
    .filter((f) => f && !/__boundary_fixture_\d+__|__fixture_[ab]_\d+__/.test(f))
    .filter((f) => existsSync(join(repo, f)));
  for (const f of files) {
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    cpSync(join(repo, f), join(dir, f));
  }
  mkdirSync(join(dir, 'node_modules/@savdo'), { recursive: true });
  for (const entry of readdirSync(join(repo, 'node_modules'))) {
    if (entry !== '@savdo')
      symlinkSync(join(repo, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  for (const pkg of readdirSync(join(repo, 'node_modules/@savdo'))) {
    const target = pkg === 'host-app' ? join(dir, 'host-app') : join(dir, 'packages', pkg);
    symlinkSync(target, join(dir, 'node_modules/@savdo', pkg));
  }
  for (const pkg of readdirSync(join(repo, 'packages'))) {
    const own = join(repo, 'packages', pkg, 'node_modules');
    if (existsSync(own)) symlinkSync(own, join(dir, 'packages', pkg, 'node_modules'));
  }
  return dir;
}

function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string) => {
    for (const e of readdirSync(join(dir, rel), { withFileTypes: true })) {
      const path = rel ? `${rel}/${e.name}` : e.name;
      if (e.name === 'node_modules' || e.name === 'dist' || e.name === '.git') continue;
      if (e.isDirectory()) walk(path);
      else if (e.isFile()) out.set(path, readFileSync(join(dir, path), 'utf8'));
    }
  };
  walk('');
  return out;
}

/** Lines of `after` not in `before` and the reverse (a line-multiset difference). */
function lineChanges(beforeText: string, afterText: string) {
  const count = (text: string) => {
    const m = new Map<string, number>();
    for (const l of text.split('\n')) m.set(l, (m.get(l) ?? 0) + 1);
    return m;
  };
  const b = count(beforeText);
  const a = count(afterText);
  let added = 0;
  let removed = 0;
  for (const [l, n] of a) added += Math.max(0, n - (b.get(l) ?? 0));
  for (const [l, n] of b) removed += Math.max(0, n - (a.get(l) ?? 0));
  return { added, removed };
}

function run(cmd: string, args: string[], env: Record<string, string> = {}) {
  const out = execFileSync(cmd, args, {
    cwd: copy,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: undefined, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return stripVTControlCharacters(out);
}

beforeAll(() => {
  copy = makeCopy();
  before = snapshot(copy);
  scaffoldOutput = run('node', ['scripts/new-feature.mjs', ID]);
  after = snapshot(copy);
}, 300_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run new-feature', () => {
  it('writes the feature under its id in every package and edits one entry per list', () => {
    const added = [...after.keys()].filter((p) => !before.has(p));
    const edited = [...before.keys()].filter((p) => after.get(p) !== before.get(p));
    for (const folder of [
      `packages/contract/src/${ID}.ts`,
      `packages/server/src/features/${ID}/`,
      `packages/core/src/${ID}/`,
      `packages/widgets/src/${ID}/`,
    ])
      expect(
        added.some((p) => p.startsWith(folder)),
        folder,
      ).toBe(true);
    // Every new file sits in a folder or file named by the feature's id.
    expect(added.filter((p) => !p.includes(ID))).toEqual([]);

    const edits = edited.map((p) => ({ path: p, ...lineChanges(before.get(p)!, after.get(p)!) }));
    console.log(`[new-feature] ${added.length} files written; shared files edited:`);
    for (const e of edits) console.log(`  ~ ${e.path}: +${e.added} -${e.removed} lines`);
    console.log(scaffoldOutput.trim());
    // The lists that cannot be derived from the folders: the contract's and widgets' barrels,
    // the server's ordered feature list (an import and an entry), and package entries a folder
    // pattern does not cover.
    const allowed = [
      'packages/contract/src/index.ts',
      'packages/server/src/features/index.ts',
      'packages/widgets/src/index.ts',
      'packages/core/package.json',
      'packages/widgets/package.json',
    ];
    expect(edited.filter((p) => !allowed.includes(p))).toEqual([]);
    for (const e of edits) {
      expect(e.removed, e.path).toBe(0);
      expect(e.added, e.path).toBeLessThanOrEqual(e.path.endsWith('features/index.ts') ? 2 : 1);
    }
  });

  it('what the scaffold wrote and edited type-checks in the copy', () => {
    // The files written and the lists edited, with everything they import: the rest of the copy
    // is the repository's own, which `npm test`'s type check covers already (about half of the
    // copy's check time, 48 -> 23 s, measured 2026-11-30).
    const changed = [...after.keys()].filter(
      (p) => /\.tsx?$/.test(p) && after.get(p) !== before.get(p),
    );
    expect(changed.length).toBeGreaterThan(10);
    writeFileSync(
      join(copy, 'tsconfig.new-feature.json'),
      JSON.stringify({ extends: './tsconfig.json', include: [], files: changed }),
    );
    run('node_modules/.bin/tsc', ['-p', 'tsconfig.new-feature.json']);
  }, 600_000);

  it("the feature's own unit and server tests pass", () => {
    const out = run('node_modules/.bin/vitest', [
      'run',
      '--project',
      'unit',
      '--project',
      'server',
      `packages/widgets/src/${ID}`,
      `packages/server/src/features/${ID}`,
    ]);
    // The scaffold's four tests: two of the widget, two of the server routes.
    expect(out).toMatch(/Tests\s+4 passed \(4\)/);
    expect(out).not.toMatch(/\bfailed\b/);
  }, 600_000);

  it('the embed built from the copy defines the element on a page', async () => {
    // The loader and the new entry only (SAVDO_EMBED_ONLY): the full embed is `npm test`'s own
    // build; here what matters is that the recipe's element is built and defined.
    // A `v1` folder, as the page server serves the embed's contract folder.
    const out = join(copy, 'embed-only', 'v1');
    run('node_modules/.bin/rollup', ['-c', 'packages/embed/rollup.embed.mjs', '--silent'], {
      SAVDO_EMBED_ONLY: ID,
      SAVDO_EMBED_OUT: out,
    });
    // The kit's embed page server, pointed at the copy's build (it reads the folder on import).
    process.env.SAVDO_EMBED_DIST = out;
    const { serveEmbedPage } = await import('../kit/embed-page-server.mjs');
    const page = `<!doctype html><html><body><savdo-${ID} lang="en"></savdo-${ID}>
      <script src="/embed/v1/savdo.js" async></script></body></html>`;
    const server = await serveEmbedPage(page);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const tab = await browser.newPage();
      await tab.goto(`${server.base}/`);
      await tab.waitForFunction(
        (tag) => {
          const el = document.querySelector(tag);
          return Boolean(customElements.get(tag) && el?.shadowRoot?.textContent?.trim());
        },
        `savdo-${ID}`,
        { timeout: 30_000 },
      );
    } finally {
      await browser.close();
      server.close();
      delete process.env.SAVDO_EMBED_DIST;
    }
  }, 600_000);
});
