// The element contract of defineWidget: guarded define, attributes that set
// and clear, bare booleans, properties before upgrade, composed events, style isolation both
// ways, the error boundary, per-element lang and theme, moves that keep state, and the nonce.
import { expect } from 'chai';
import { useState } from 'react';
import styled from 'styled-components';
import { setTheme } from '@savdo/core';
import {
  defineWidget,
  event,
  property,
  setWidgetNonce,
  themes,
  token,
  useEmit,
  useT,
  widgetManifest,
} from '@savdo/ui';
import { cleanup, has, mount, q, settle, shadowOf, uniqueTag } from '../kit/widget-test-utils';

interface DemoProps {
  label?: string;
  count?: number;
  compact?: boolean;
  filters?: { impact: string[] };
  items?: string[];
  onPick?: (item: string) => void;
}

const Label = styled.p`
  color: ${token('color-accent')};
  margin: 0;
`;

function Demo({ label, count, compact, filters, items, onPick }: DemoProps) {
  const emit = useEmit<typeof demoManifest>();
  const t = useT();
  const [clicks, setClicks] = useState(0);
  return (
    <div>
      <Label data-test="label">{label ?? '(none)'}</Label>
      <span data-test="count">{count === undefined ? 'undefined' : String(count)}</span>
      <span data-test="compact">{String(compact)}</span>
      <span data-test="filters">{filters ? filters.impact.join(',') : 'none'}</span>
      <span data-test="items">{items ? items.join(',') : 'none'}</span>
      <span data-test="close-word">{t('close')}</span>
      <span data-test="clicks">{clicks}</span>
      <button
        type="button"
        data-test="pick"
        onClick={() => {
          setClicks((c) => c + 1);
          onPick?.('EURUSD');
          emit('savdo-pick', { symbol: 'EURUSD' });
        }}
      >
        pick
      </button>
    </div>
  );
}

function isFilters(value: unknown): value is { impact: string[] } {
  return typeof value === 'object' && value !== null && Array.isArray(Reflect.get(value, 'impact'));
}

const demoManifest = widgetManifest({
  tagName: 'savdo-demo',
  description: 'A demo.',
  attributes: {
    label: { type: 'string', description: 'A label.' },
    count: { type: 'number', description: 'A number.' },
    compact: { type: 'boolean', description: 'A flag.' },
    filters: {
      type: 'json',
      typeText: '{ impact: string[] }',
      parse: (value) => (isFilters(value) ? value : undefined),
      description: 'JSON filters.',
    },
  },
  properties: {
    items: property<string[]>({ type: 'string[]', description: 'Items.' }),
    onPick: property<(item: string) => void>({
      type: '(item: string) => void',
      description: 'Callback.',
    }),
  },
  events: {
    'savdo-pick': event<{ symbol: string }>({
      description: 'Picked.',
      detail: '{ symbol: string }',
    }),
  },
});

function defineDemo(tag: `savdo-${string}`) {
  return defineWidget({ ...demoManifest, tagName: tag }, Demo);
}

const text = (el: Element, name: string) => q(el, `[data-test="${name}"]`)?.textContent;

describe('defineWidget: the element contract', () => {
  const boxes: HTMLElement[] = [];
  afterEach(() => {
    cleanup(boxes);
    setTheme('system');
  });

  it('a second define of the same tag never throws and keeps the first class', () => {
    const tag = uniqueTag('twice');
    const first = defineDemo(tag);
    const second = defineDemo(tag);
    expect(first).to.be.a('function');
    expect(second).to.equal(first);
    expect(customElements.get(tag)).to.equal(first);
  });

  it('a second define with another version warns instead of throwing', () => {
    const tag = uniqueTag('version');
    defineDemo(tag);
    const warnings: unknown[][] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const again = defineWidget({ ...demoManifest, tagName: tag, version: '9.9.9' }, Demo);
      expect(again).to.equal(customElements.get(tag));
    } finally {
      console.warn = original;
    }
    expect(warnings).to.have.length(1);
    expect(String(warnings[0]?.[0])).to.contain('9.9.9');
  });

  it('a tag defined by another library is left alone, with a warning', () => {
    const tag = uniqueTag('foreign');
    customElements.define(tag, class extends HTMLElement {});
    const original = console.warn;
    let warned = false;
    console.warn = () => {
      warned = true;
    };
    try {
      expect(() => defineDemo(tag)).not.to.throw();
    } finally {
      console.warn = original;
    }
    expect(warned).to.equal(true);
  });

  it('renders into an open shadow root', async () => {
    const tag = uniqueTag('shadow');
    defineDemo(tag);
    const el = mount(`<${tag} label="Hello"></${tag}>`, boxes);
    await settle();
    expect(has(el.shadowRoot)).to.equal(true);
    expect(text(el, 'label')).to.equal('Hello');
  });

  it('an attribute sets its prop, and removing it clears the prop', async () => {
    const tag = uniqueTag('attr');
    defineDemo(tag);
    const el = mount(`<${tag} label="First" count="3"></${tag}>`, boxes);
    await settle();
    expect(text(el, 'label')).to.equal('First');
    expect(text(el, 'count')).to.equal('3');
    el.setAttribute('label', 'Second');
    el.setAttribute('count', '7.5');
    await settle();
    expect(text(el, 'label')).to.equal('Second');
    expect(text(el, 'count')).to.equal('7.5');
    el.removeAttribute('label');
    el.removeAttribute('count');
    await settle();
    expect(text(el, 'label')).to.equal('(none)');
    expect(text(el, 'count')).to.equal('undefined');
  });

  it('a bare boolean attribute means true; absent or "false" means false', async () => {
    const tag = uniqueTag('bool');
    defineDemo(tag);
    const el = mount(`<${tag} compact></${tag}>`, boxes);
    await settle();
    expect(text(el, 'compact')).to.equal('true');
    el.removeAttribute('compact');
    await settle();
    expect(text(el, 'compact')).to.equal('false');
    el.setAttribute('compact', 'false');
    await settle();
    expect(text(el, 'compact')).to.equal('false');
    el.setAttribute('compact', '');
    await settle();
    expect(text(el, 'compact')).to.equal('true');
  });

  it('a json attribute becomes an object, and bad JSON clears it instead of throwing', async () => {
    const tag = uniqueTag('json');
    defineDemo(tag);
    const el = mount(`<${tag} filters='{"impact":["high","medium"]}'></${tag}>`, boxes);
    await settle();
    expect(text(el, 'filters')).to.equal('high,medium');
    el.setAttribute('filters', '{oops');
    await settle();
    expect(text(el, 'filters')).to.equal('none');
  });

  it('properties take objects and callbacks', async () => {
    const tag = uniqueTag('props');
    defineDemo(tag);
    const el = mount(`<${tag}></${tag}>`, boxes) as HTMLElement & DemoProps;
    const picked: string[] = [];
    el.items = ['a', 'b'];
    el.onPick = (item) => picked.push(item);
    el.filters = { impact: ['low'] };
    await settle();
    expect(text(el, 'items')).to.equal('a,b');
    expect(text(el, 'filters')).to.equal('low');
    expect(el.items).to.deep.equal(['a', 'b']);
    q(el, '[data-test="pick"]')?.click();
    expect(picked).to.deep.equal(['EURUSD']);
  });

  it('properties set before the element is defined are kept after the upgrade', async () => {
    const tag = uniqueTag('early');
    const el = mount(`<${tag} label="from attribute"></${tag}>`, boxes) as HTMLElement & DemoProps;
    const picked: string[] = [];
    el.items = ['kept'];
    el.onPick = (item) => picked.push(item);
    defineDemo(tag);
    await settle();
    expect(text(el, 'items')).to.equal('kept');
    expect(text(el, 'label')).to.equal('from attribute');
    expect(Object.prototype.hasOwnProperty.call(el, 'items')).to.equal(false);
    q(el, '[data-test="pick"]')?.click();
    expect(picked).to.deep.equal(['EURUSD']);
  });

  it('savdo-* events bubble out of the shadow root to the page (composed)', async () => {
    const tag = uniqueTag('events');
    defineDemo(tag);
    const el = mount(`<${tag}></${tag}>`, boxes);
    await settle();
    const seen: CustomEvent[] = [];
    const listener = (event: Event) => seen.push(event as CustomEvent);
    document.addEventListener('savdo-pick', listener);
    try {
      q(el, '[data-test="pick"]')?.click();
    } finally {
      document.removeEventListener('savdo-pick', listener);
    }
    expect(seen).to.have.length(1);
    const event = seen[0]!;
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(event.target === el, 'target is the host').to.equal(true);
    expect(event.detail).to.deep.equal({ symbol: 'EURUSD' });
  });

  it('announces its first render with savdo-ready', async () => {
    const tag = uniqueTag('ready');
    defineDemo(tag);
    let ready = 0;
    const box = document.createElement('div');
    boxes.push(box);
    box.addEventListener('savdo-ready', () => (ready += 1));
    document.body.append(box);
    box.innerHTML = `<${tag}></${tag}>`;
    await settle();
    box.firstElementChild?.setAttribute('label', 'again');
    await settle();
    expect(ready).to.equal(1);
  });

  it('page CSS does not leak into the widget', async () => {
    const tag = uniqueTag('css-in');
    defineDemo(tag);
    const style = document.createElement('style');
    style.textContent = `p { color: rgb(255, 0, 0) !important; font-family: monospace; }
      button { background: rgb(0, 255, 0) !important; }`;
    document.head.append(style);
    try {
      const el = mount(`<${tag} theme="light"></${tag}>`, boxes);
      await settle();
      const label = q(el, '[data-test="label"]')!;
      expect(getComputedStyle(label).color).to.not.equal('rgb(255, 0, 0)');
      expect(getComputedStyle(label).color).to.equal(hexToRgb(themes.light['color-accent']));
      expect(getComputedStyle(q(el, 'button')!).backgroundColor).to.not.equal('rgb(0, 255, 0)');
    } finally {
      style.remove();
    }
  });

  it('widget CSS does not leak out to the page', async () => {
    const tag = uniqueTag('css-out');
    defineDemo(tag);
    const headStyles = document.head.querySelectorAll('style').length;
    const outside = mount('<p class="outside">page text</p>', boxes);
    const before = getComputedStyle(outside).color;
    const el = mount(`<${tag} theme="light"></${tag}>`, boxes);
    await settle();
    expect(shadowOf(el).querySelectorAll('style').length).to.be.greaterThan(0);
    expect(document.head.querySelectorAll('style').length).to.equal(headStyles);
    expect(getComputedStyle(outside).color).to.equal(before);
    expect(getComputedStyle(document.body).getPropertyValue('--savdo-color-accent')).to.equal('');
  });

  it('the host page can re-theme a widget through --savdo-* custom properties', async () => {
    const tag = uniqueTag('tokens');
    defineDemo(tag);
    const style = document.createElement('style');
    style.textContent = `${tag} { --savdo-color-accent: rgb(1, 2, 3); }`;
    document.head.append(style);
    try {
      const el = mount(`<${tag}></${tag}>`, boxes);
      await settle();
      expect(getComputedStyle(q(el, '[data-test="label"]')!).color).to.equal('rgb(1, 2, 3)');
    } finally {
      style.remove();
    }
  });

  it('the theme attribute sets light or dark per element; without it the page choice applies', async () => {
    const tag = uniqueTag('theme');
    defineDemo(tag);
    const dark = mount(`<${tag} theme="dark"></${tag}>`, boxes);
    const page = mount(`<${tag}></${tag}>`, boxes);
    setTheme('light');
    await settle();
    const accent = (el: Element) => getComputedStyle(q(el, '[data-test="label"]')!).color;
    expect(accent(dark)).to.equal(hexToRgb(themes.dark['color-accent']));
    expect(accent(page)).to.equal(hexToRgb(themes.light['color-accent']));
    setTheme('dark');
    await settle();
    expect(accent(page)).to.equal(hexToRgb(themes.dark['color-accent']));
    dark.setAttribute('theme', 'light');
    await settle();
    expect(accent(dark)).to.equal(hexToRgb(themes.light['color-accent']));
  });

  it('the lang attribute sets the language per element', async () => {
    const tag = uniqueTag('lang');
    defineDemo(tag);
    const ru = mount(`<${tag} lang="ru"></${tag}>`, boxes);
    const en = mount(`<${tag} lang="en"></${tag}>`, boxes);
    await settle();
    expect(text(ru, 'close-word')).to.equal('Закрыть');
    expect(text(en, 'close-word')).to.equal('Close');
    en.setAttribute('lang', 'uz');
    await settle();
    expect(text(en, 'close-word')).to.equal('Yopish');
  });

  it('moving the element keeps its state (no unmount)', async () => {
    const tag = uniqueTag('move');
    defineDemo(tag);
    const el = mount(`<${tag}></${tag}>`, boxes);
    await settle();
    q(el, '[data-test="pick"]')?.click();
    await settle();
    expect(text(el, 'clicks')).to.equal('1');
    const other = mount('<section></section>', boxes);
    other.append(el);
    await settle();
    expect(text(el, 'clicks')).to.equal('1');
  });

  it('a removed element unmounts, and renders again when re-attached', async () => {
    const tag = uniqueTag('reattach');
    defineDemo(tag);
    const el = mount(`<${tag} label="x"></${tag}>`, boxes);
    await settle();
    el.remove();
    await settle();
    expect(has(q(el, '[data-test="label"]'))).to.equal(false);
    mount('<div></div>', boxes).append(el);
    await settle();
    expect(text(el, 'label')).to.equal('x');
  });

  it('the host is a block by default, inline-block when the manifest says so', async () => {
    const blockTag = uniqueTag('block');
    const inlineTag = uniqueTag('inline');
    defineDemo(blockTag);
    defineWidget({ ...demoManifest, tagName: inlineTag, display: 'inline-block' }, Demo);
    const block = mount(`<${blockTag}></${blockTag}>`, boxes);
    const inline = mount(`<${inlineTag}></${inlineTag}>`, boxes);
    await settle();
    expect(getComputedStyle(block).display).to.equal('block');
    expect(getComputedStyle(inline).display).to.equal('inline-block');
    block.hidden = true;
    expect(getComputedStyle(block).display).to.equal('none');
  });

  it('styles carry the CSP nonce the loader set', async () => {
    const tag = uniqueTag('nonce');
    defineDemo(tag);
    setWidgetNonce('test-nonce-123');
    try {
      const el = mount(`<${tag}></${tag}>`, boxes);
      await settle();
      const styles = Array.from(shadowOf(el).querySelectorAll('style'));
      expect(styles.length).to.be.greaterThan(0);
      for (const s of styles) expect(s.nonce || s.getAttribute('nonce')).to.equal('test-nonce-123');
    } finally {
      setWidgetNonce(undefined);
    }
  });
});

function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
