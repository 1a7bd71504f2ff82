// The embed registry and the generated custom-elements.json: every registered tag has a widget
// folder with element.ts and a manifest declaring it, and the manifest documents its
// attributes, properties, events, parts and the theme's CSS properties.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_NAMES } from '@savdo/ui';
import { widgetEntries, widgetRegistry } from '../widget-entries.mjs';

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

const entries = widgetEntries();
const registry = widgetRegistry();

describe('embed entries', () => {
  it('are found: one per element.ts, named by its folder, the features with sub-folders too', () => {
    const names = entries.map((e) => e.entry);
    expect(names).toEqual(expect.arrayContaining(['journal', 'payments', 'calendar', 'assistant']));
    expect(names).toEqual(
      expect.arrayContaining(['courses/catalog', 'courses/course', 'courses/player', 'algo/bot']),
    );
    expect(registry['savdo-balance-history']).toBe('payments');
    expect(registry['savdo-course-player']).toBe('courses/player');
    expect(Object.keys(registry).length).toBeGreaterThan(30);
  });

  for (const { entry, element, manifest, tags } of entries) {
    it(`packages/widgets/src/${entry}/element.ts defines <${tags.join('>, <')}>`, () => {
      // Either defineWidget directly or the feature's own define function (auth has six tags).
      expect(readFileSync(element, 'utf8')).toMatch(/defineWidget\(|define\w+Elements\(\)/);
      const source = readFileSync(manifest, 'utf8');
      for (const tag of tags) {
        expect(source).toContain(`tagName: '${tag}'`);
        // The tag's typings sit beside its contract (HTMLElementTagNameMap, JSX).
        expect(source).toMatch(new RegExp(`'${tag}': WidgetElement<`));
        expect(source).toMatch(new RegExp(`'${tag}': WidgetJsxProps<`));
      }
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
    expect(declarations.map((d) => d.tagName).sort()).toEqual(Object.keys(registry).sort());
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

  it("names each element's embed entry as its module", () => {
    for (const m of json.modules)
      for (const d of m.declarations) expect(m.path).toBe(`widgets/${registry[d.tagName]}.js`);
  });
});
