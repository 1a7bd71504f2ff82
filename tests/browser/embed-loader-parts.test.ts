// The loader's parts, from source: reading its script tag, choosing public or embedded mode,
// finding undefined savdo-* tags (also added later and inside open shadow roots), and loading
// each widget entry once, with a retry after a failure. The build writes the real tag -> entry
// map into savdo.js (embed-dist.test.ts runs it); here the loader gets a small one.
import { expect } from 'chai';
import {
  createWidgetLoader,
  entryOf,
  readScriptInfo,
  resolveEmbedConfig,
  undefinedTags,
  type WidgetRegistry,
} from '@savdo/embed';
import { settle } from '../kit/widget-test-utils';

const BASE = 'https://cdn.savdo.test/embed/v1/';

/** A few tags as the build maps them: one entry per element.ts, named by its folder. */
const registry: WidgetRegistry = {
  'savdo-session-status': 'session-status',
  'savdo-theme-switcher': 'theme-switcher',
  'savdo-language-switcher': 'language-switcher',
  'savdo-course-player': 'courses/player',
  'savdo-top-up': 'payments',
  'savdo-balance-history': 'payments',
};

describe('embed config', () => {
  it('is embedded when the page origin is the API origin (our own landing pages)', () => {
    const config = resolveEmbedConfig({ src: `${BASE}savdo.js` }, 'https://cdn.savdo.test');
    expect(config.mode).to.equal('embedded');
    expect(config.base).to.equal(BASE);
    expect(config.api).to.equal('https://cdn.savdo.test');
  });

  it('is public on a foreign origin', () => {
    const config = resolveEmbedConfig({ src: `${BASE}savdo.js` }, 'https://partner.example');
    expect(config.mode).to.equal('public');
  });

  it('data-api names the API origin; the mode compares the page with it', () => {
    const script = { src: `${BASE}savdo.js`, api: 'https://api.savdo.test/anything' };
    expect(resolveEmbedConfig(script, 'https://api.savdo.test').mode).to.equal('embedded');
    const partner = resolveEmbedConfig(script, 'https://partner.example');
    expect(partner.api).to.equal('https://api.savdo.test');
    expect(partner.mode).to.equal('public');
  });

  it('reads data-api, data-partner and the nonce off its own script tag', () => {
    const script = document.createElement('script');
    script.src = `${BASE}savdo.js`;
    script.dataset.api = 'https://api.savdo.test';
    script.dataset.partner = 'pk_demo';
    script.dataset.nonce = 'from-data';
    script.type = 'text/plain'; // never executed
    document.head.append(script);
    try {
      const info = readScriptInfo(document);
      expect(info?.src).to.equal(`${BASE}savdo.js`);
      expect(info?.api).to.equal('https://api.savdo.test');
      expect(info?.partner).to.equal('pk_demo');
      expect(info?.nonce).to.equal('from-data');
      // The .nonce property wins: Chromium hides the nonce attribute from getAttribute().
      script.nonce = 'from-property';
      expect(readScriptInfo(document)?.nonce).to.equal('from-property');
    } finally {
      script.remove();
    }
  });
});

describe('widget loader', () => {
  const boxes: HTMLElement[] = [];
  afterEach(() => {
    for (const b of boxes.splice(0)) b.remove();
  });

  function fakeImporter(failFirst = false) {
    const urls: string[] = [];
    let failures = failFirst ? 1 : 0;
    const importModule = async (url: string) => {
      urls.push(url);
      if (failures > 0) {
        failures -= 1;
        throw new Error('network down');
      }
    };
    return { urls, importModule };
  }

  function box(html: string): HTMLElement {
    const el = document.createElement('div');
    el.innerHTML = html;
    document.body.append(el);
    boxes.push(el);
    return el;
  }

  it('maps each tag to its entry, and nothing else', () => {
    for (const [tag, entry] of Object.entries(registry))
      expect(entryOf(registry, tag)).to.equal(entry);
    expect(entryOf(registry, 'savdo-unknown-thing')).to.equal(undefined);
    expect(entryOf(registry, 'constructor')).to.equal(undefined);
  });

  it('finds undefined custom elements, ignoring defined and plain ones', () => {
    const root = box('<savdo-session-status></savdo-session-status><p></p><x-other></x-other>');
    const tags = undefinedTags(root);
    expect([...tags].sort()).to.deep.equal(['savdo-session-status', 'x-other']);
  });

  it('imports an entry once, however many of its tags appear', async () => {
    const { urls, importModule } = fakeImporter();
    const loader = createWidgetLoader(BASE, importModule, registry);
    box(
      '<savdo-theme-switcher></savdo-theme-switcher><savdo-theme-switcher></savdo-theme-switcher>',
    );
    await loader.scan(document.body);
    await loader.scan(document.body);
    expect(urls).to.deep.equal([`${BASE}widgets/theme-switcher.js`]);
  });

  it('imports a sub-folder entry by its path, and one entry for tags that share it', async () => {
    const { urls, importModule } = fakeImporter();
    const loader = createWidgetLoader(BASE, importModule, registry);
    box(
      '<savdo-course-player></savdo-course-player><savdo-top-up></savdo-top-up><savdo-balance-history></savdo-balance-history>',
    );
    await loader.scan(document.body);
    expect(urls.sort()).to.deep.equal([
      `${BASE}widgets/courses/player.js`,
      `${BASE}widgets/payments.js`,
    ]);
  });

  it('ignores tags that are not ours', async () => {
    const { urls, importModule } = fakeImporter();
    const loader = createWidgetLoader(BASE, importModule, registry);
    box('<savdo-not-a-widget></savdo-not-a-widget><other-thing></other-thing>');
    await loader.scan(document.body);
    expect(urls).to.deep.equal([]);
  });

  it('loads for elements added later, also inside open shadow roots', async () => {
    const { urls, importModule } = fakeImporter();
    const loader = createWidgetLoader(BASE, importModule, registry);
    const stop = loader.watch(document);
    try {
      await settle();
      expect(urls).to.deep.equal([]);
      box('<div><savdo-session-status></savdo-session-status></div>');
      await settle();
      expect(urls).to.deep.equal([`${BASE}widgets/session-status.js`]);

      const host = document.createElement('div');
      host.attachShadow({ mode: 'open' }).innerHTML =
        '<savdo-language-switcher></savdo-language-switcher>';
      box('').append(host);
      await settle();
      expect(urls).to.include(`${BASE}widgets/language-switcher.js`);
    } finally {
      stop();
    }
  });

  it('a failed load is retried on the next sighting', async () => {
    const { urls, importModule } = fakeImporter(true);
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const loader = createWidgetLoader(BASE, importModule, registry);
      box('<savdo-theme-switcher></savdo-theme-switcher>');
      await loader.scan(document.body);
      await loader.scan(document.body);
    } finally {
      console.error = original;
    }
    expect(errors).to.have.length(1);
    expect(urls).to.deep.equal([
      `${BASE}widgets/theme-switcher.js`,
      `${BASE}widgets/theme-switcher.js`,
    ]);
  });
});
