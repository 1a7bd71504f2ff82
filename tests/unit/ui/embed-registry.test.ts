// The embed registry and the generated custom-elements.json: every registered tag has a widget
// folder with element.ts and a manifest declaring it, and the manifest documents its
// attributes, properties, events, parts and the theme's CSS properties.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { widgetRegistry } from '@savdo/embed';
import { TOKEN_NAMES } from '@savdo/ui';

interface Declaration {
  tagName: string;
  attributes: { name: string }[];
  members: { name: string }[];
  events: { name: string; type: { text: string } }[];
  cssParts: { name: string }[];
  cssProperties: { name: string }[];
}
interface CustomElementsJson {
  schemaVersion: string;
  modules: { path: string; declarations: Declaration[] }[];
}

describe('embed registry', () => {
  for (const [tag, feature] of Object.entries(widgetRegistry)) {
    it(`<${tag}> is defined by packages/widgets/src/${feature}/element.ts`, () => {
      const dir = `packages/widgets/src/${feature}`;
      expect(existsSync(`${dir}/element.ts`) || existsSync(`${dir}/element.tsx`)).toBe(true);
      const element = readFileSync(
        existsSync(`${dir}/element.ts`) ? `${dir}/element.ts` : `${dir}/element.tsx`,
        'utf8',
      );
      // Either defineWidget directly or the feature's own define function (auth has six tags).
      expect(element).toMatch(/defineWidget\(|define\w+Elements\(\)/);
      expect(readFileSync(`${dir}/manifest.ts`, 'utf8')).toContain(`tagName: '${tag}'`);
    });
  }
});

/** Runs the generator as the build does (in Node: esbuild cannot run inside jsdom). */
function generate(): CustomElementsJson {
  const dir = mkdtempSync(join(tmpdir(), 'savdo-cem-test-'));
  try {
    const out = join(dir, 'custom-elements.json');
    const run = spawnSync('node', ['scripts/custom-elements.mjs', out], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`generator failed: ${run.stderr}`);
    return JSON.parse(readFileSync(out, 'utf8')) as CustomElementsJson;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('custom-elements.json', () => {
  let json: CustomElementsJson;
  beforeAll(() => {
    json = generate();
  }, 30_000);

  it('documents every registered element with the built-ins of defineWidget', () => {
    expect(json.schemaVersion).toBe('2.1.0');
    const declarations = json.modules.flatMap((m) => m.declarations);
    expect(declarations.map((d) => d.tagName).sort()).toEqual(Object.keys(widgetRegistry).sort());
    for (const d of declarations) {
      const attributes = d.attributes.map((a) => a.name);
      expect(attributes).toContain('lang');
      expect(attributes).toContain('theme');
      const events = d.events.map((e) => e.name);
      expect(events).toContain('savdo-ready');
      expect(events).toContain('savdo-error');
      for (const name of events) expect(name).toMatch(/^savdo-/);
      expect(d.cssParts.map((p) => p.name)).toContain('root');
      const props = d.cssProperties.map((p) => p.name);
      for (const name of TOKEN_NAMES) expect(props).toContain(`--savdo-${name}`);
    }
  });

  it('lists a widget attribute, property and event from its manifest', () => {
    const switcher = json.modules
      .flatMap((m) => m.declarations)
      .find((d) => d.tagName === 'savdo-theme-switcher');
    expect(switcher?.attributes.map((a) => a.name)).toContain('compact');
    expect(switcher?.members.map((m) => m.name)).toContain('onChange');
    expect(switcher?.events.find((e) => e.name === 'savdo-theme-change')?.type.text).toBe(
      "CustomEvent<{ theme: 'light' | 'dark' | 'system' }>",
    );
  });
});

describe('element-types.ts (HTMLElementTagNameMap and JSX typings)', () => {
  it('is current: generated from the manifests by scripts/custom-elements.mjs', () => {
    const run = spawnSync('node', ['scripts/custom-elements.mjs', '--check-typings'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  }, 30_000);
});
