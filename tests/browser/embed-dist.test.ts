// The built embed (packages/embed/dist, made by `npm run build`, which `npm test` runs first):
// one script tag defines elements lazily, including ones added later and inside open shadow
// roots; the shared chunks load once for several widgets, which share one core; and the size
// budgets hold (loader <= 2 KB gzip, first widget <= 100 KB gzip with everything,
// a second widget <= 25 KB more).
import { expect } from 'chai';

const DIST = '/packages/embed/dist/v1/';

interface EmbedManifest {
  version: string;
  loader: string;
  tags: Record<string, string>;
  widgets: Record<string, { entry: string; files: string[] }>;
}

async function fetchManifest(): Promise<EmbedManifest> {
  const res = await fetch(`${DIST}manifest.json`);
  if (!res.ok) throw new Error(`${DIST}manifest.json missing: run \`npm run build\` first`);
  return (await res.json()) as EmbedManifest;
}

async function gzipSize(path: string): Promise<number> {
  const res = await fetch(`${DIST}${path}`);
  if (!res.ok || !res.body) throw new Error(`${path}: ${res.status}`);
  const compressed = res.body.pipeThrough(new CompressionStream('gzip'));
  return (await new Response(compressed).arrayBuffer()).byteLength;
}

function whenDefined(tag: string, ms = 8000): Promise<void> {
  return Promise.race([
    customElements.whenDefined(tag).then(() => undefined),
    new Promise<void>((_, reject) =>
      setTimeout(() => reject(new Error(`<${tag}> was not defined within ${ms} ms`)), ms),
    ),
  ]);
}

function fetched(part: string): string[] {
  return performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((name) => name.includes(DIST) && name.includes(part));
}

async function rendered(el: Element, ms = 4000): Promise<void> {
  const until = Date.now() + ms;
  while (!el.shadowRoot?.querySelector('[data-savdo-theme]')) {
    if (Date.now() > until) throw new Error(`<${el.localName}> did not render`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('the built embed (savdo.js)', function () {
  this.timeout(20000);
  const placed: Element[] = [];
  const earlyChanges: string[] = [];

  before(async () => {
    await fetchManifest();
    const early = document.createElement('savdo-theme-switcher') as HTMLElement & {
      onChange?: (theme: string) => void;
    };
    early.setAttribute('lang', 'en');
    // A property set before the element is defined (the loader has not even run yet).
    early.onChange = (theme) => earlyChanges.push(theme);
    document.body.append(early);
    placed.push(early);
    const script = document.createElement('script');
    script.src = `${DIST}savdo.js`;
    script.async = true;
    document.head.append(script);
    await whenDefined('savdo-theme-switcher');
    await rendered(early);
  });

  after(() => {
    for (const el of placed) el.remove();
  });

  it('configures the page from its own script tag (same origin: embedded mode)', () => {
    const config = window.__SAVDO_EMBED__;
    expect(config?.base).to.equal(new URL(DIST, location.href).href);
    expect(config?.mode).to.equal('embedded');
  });

  it('defines an element present at start and loads nothing for absent ones', () => {
    expect(customElements.get('savdo-theme-switcher')).to.be.a('function');
    expect(fetched('widgets/theme-switcher.js')).to.have.length(1);
    expect(fetched('widgets/language-switcher.js')).to.have.length(0);
    expect(customElements.get('savdo-language-switcher')).to.equal(undefined);
  });

  it('defines an element added to the page later', async () => {
    const later = document.createElement('savdo-session-status');
    later.setAttribute('lang', 'en');
    document.body.append(later);
    placed.push(later);
    await whenDefined('savdo-session-status');
    await rendered(later);
    expect(later.shadowRoot?.textContent).to.contain('You are not signed in');
  });

  it('defines an element added inside an open shadow root', async () => {
    const second = document.createElement('div');
    second.attachShadow({ mode: 'open' }).innerHTML =
      '<savdo-language-switcher></savdo-language-switcher>';
    document.body.append(second);
    placed.push(second);
    await whenDefined('savdo-language-switcher');
    await rendered(second.shadowRoot!.querySelector('savdo-language-switcher')!);
  });

  it('loads every shared chunk once for several widgets', () => {
    const chunks = fetched('/chunks/');
    expect(chunks.length).to.be.greaterThan(2);
    expect(new Set(chunks).size).to.equal(chunks.length);
    for (const name of ['preact', 'styled', 'core', 'ui'])
      expect(
        chunks.filter((c) => new RegExp(`/chunks/${name}-[\\w-]{8}\\.js$`).test(c)),
        name,
      ).to.have.length(1);
  });

  it('the widgets share one core: a theme chosen in one restyles the other', async () => {
    const switcher = placed[0]!;
    const status = document.querySelector('savdo-session-status')!;
    const events: string[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent<{ theme: string }>).detail.theme);
    document.addEventListener('savdo-theme-change', listener);
    const darkInput = switcher.shadowRoot!.querySelector<HTMLInputElement>('input[value="dark"]')!;
    darkInput.click();
    document.removeEventListener('savdo-theme-change', listener);
    await new Promise((r) => setTimeout(r, 50));
    // The savdo-* event crossed the shadow root, and the property set before upgrade was kept.
    expect(events).to.deep.equal(['dark']);
    expect(earlyChanges).to.deep.equal(['dark']);
    expect(
      status.shadowRoot!.querySelector('[data-savdo-theme]')?.getAttribute('data-savdo-theme'),
    ).to.equal('dark');
    switcher.shadowRoot!.querySelector<HTMLInputElement>('input[value="system"]')!.click();
  });

  it('attributes set and clear on the built elements (lang)', async () => {
    const status = document.querySelector('savdo-session-status')!;
    status.setAttribute('lang', 'ru');
    await new Promise((r) => setTimeout(r, 50));
    expect(status.shadowRoot?.textContent).to.contain('Вы не вошли в систему');
    status.removeAttribute('lang');
    await new Promise((r) => setTimeout(r, 50));
    expect(status.shadowRoot?.textContent).to.not.contain('Вы не вошли в систему');
  });

  it('a bare boolean attribute works on the built elements (compact)', async () => {
    const switcher = placed[0]!;
    const legendWidth = () =>
      switcher.shadowRoot!.querySelector('legend')!.getBoundingClientRect().width;
    expect(legendWidth()).to.be.greaterThan(1);
    switcher.setAttribute('compact', '');
    await new Promise((r) => setTimeout(r, 50));
    expect(legendWidth()).to.be.at.most(1);
    switcher.removeAttribute('compact');
    await new Promise((r) => setTimeout(r, 50));
    expect(legendWidth()).to.be.greaterThan(1);
  });

  it('a widget moved to another place of the page keeps its styles', async () => {
    const status = document.querySelector('savdo-session-status')!;
    const row = () => status.shadowRoot!.querySelector('[part="status"]')!;
    expect(getComputedStyle(row()).display).to.equal('flex');
    // A <style> in its shadow root would lose the rules added through the CSSOM when moved (the
    // browser rebuilds that sheet from the element's text): the root's own sheet does not.
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    placed.push(elsewhere);
    elsewhere.append(status);
    await new Promise((r) => setTimeout(r, 50));
    expect(getComputedStyle(row()).display).to.equal('flex');
    expect(getComputedStyle(row()).borderTopStyle).to.equal('solid');
  });

  it('styles go into each shadow root, none into the page', () => {
    const status = document.querySelector('savdo-session-status')!;
    // The embed's styling runtime (decision 0269) writes one sheet per shadow root: the root's
    // own (adopted) sheet in this browser.
    expect(status.shadowRoot!.adoptedStyleSheets.length).to.equal(1);
    expect(status.shadowRoot!.adoptedStyleSheets[0]!.cssRules.length).to.be.greaterThan(0);
    expect(
      document.head.querySelectorAll('style[data-styled], style[data-savdo-styles]').length,
    ).to.equal(0);
  });
});

describe('embed size budgets (gzip)', function () {
  // Every file of the build is fetched and compressed in the page: a measurement, not a timing,
  // so a loaded machine gets the time it needs.
  this.timeout(60000);

  it('the loader is at most 2 KB', async () => {
    const manifest = await fetchManifest();
    const size = await gzipSize(manifest.loader);
    expect(size, `savdo.js is ${size} B`).to.be.at.most(2 * 1024);
  });

  it('the first widget, everything included, is at most 100 KB; each further widget at most 25 KB more', async () => {
    const manifest = await fetchManifest();
    const loader = await gzipSize(manifest.loader);
    const files = [...new Set(Object.values(manifest.widgets).flatMap((w) => w.files))];
    const sizes = new Map(
      await Promise.all(files.map(async (f) => [f, await gzipSize(f)] as const)),
    );
    const size = async (file: string) => sizes.get(file) ?? gzipSize(file);
    const features = Object.keys(manifest.widgets);
    expect(features.length).to.be.greaterThan(1);
    for (const first of features) {
      const firstFiles = manifest.widgets[first]!.files;
      let firstTotal = loader;
      for (const f of firstFiles) firstTotal += await size(f);
      expect(firstTotal, `${first} first: ${firstTotal} B`).to.be.at.most(100 * 1024);
      for (const second of features.filter((f) => f !== first)) {
        let extra = 0;
        for (const f of manifest.widgets[second]!.files)
          if (!firstFiles.includes(f)) extra += await size(f);
        expect(extra, `${second} after ${first}: ${extra} B`).to.be.at.most(25 * 1024);
      }
    }
  });
});

describe('the built embed under a strict Content-Security-Policy', function () {
  this.timeout(20000);

  it("renders styled with a style nonce and no 'unsafe-inline'", async () => {
    const nonce = 'n0nce-for-test';
    const origin = location.origin;
    const frame = document.createElement('iframe');
    frame.style.width = '600px';
    frame.style.height = '200px';
    frame.srcdoc = `<!doctype html><html><head>
      <meta http-equiv="Content-Security-Policy"
        content="default-src 'none'; script-src 'nonce-${nonce}' ${origin}; style-src 'nonce-${nonce}'; connect-src ${origin}">
      <script nonce="${nonce}" src="${origin}${DIST}savdo.js" async></script>
      </head><body><savdo-session-status lang="en"></savdo-session-status></body></html>`;
    document.body.append(frame);
    try {
      await new Promise<void>((resolve) => frame.addEventListener('load', () => resolve()));
      const win = frame.contentWindow!;
      const until = Date.now() + 8000;
      let row: Element | null | undefined = null;
      while (!row) {
        if (Date.now() > until) throw new Error('the widget did not render under the CSP');
        row = win.document
          .querySelector('savdo-session-status')
          ?.shadowRoot?.querySelector('[part="status"]');
        await new Promise((r) => setTimeout(r, 50));
      }
      // The nonce reached the styles: the row has its border (blocked styles would leave none).
      expect(win.getComputedStyle(row).borderTopStyle).to.equal('solid');
      expect(win.getComputedStyle(row).display).to.equal('flex');
      expect(row.textContent).to.contain('You are not signed in');
    } finally {
      frame.remove();
    }
  });
});
