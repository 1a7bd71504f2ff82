// <savdo-signals> in Chromium: the element contract on the real widget (attributes that set and
// clear, bare booleans, composed and cancelable events), styles kept inside its shadow root,
// live updates over the page's one socket, and the chart modal drawing its chart inside the
// shadow root.
import { expect } from 'chai';
import '@savdo/widgets/signals/element';
import { has, mount, settle, shadowOf } from '../../../../tests/kit/widget-test-utils';
import {
  ScriptedSocket,
  lockedSignal,
  signal,
  until,
  useSignalsPage,
  type FakeApi,
} from '../../../../tests/kit/signals-browser-fixtures';

function cards(el: Element): HTMLElement[] {
  return [...shadowOf(el).querySelectorAll<HTMLElement>('article[part="card"]')];
}

function symbols(el: Element): string[] {
  return cards(el).map((c) => c.querySelector('h3')?.textContent ?? '');
}

function lastQuery(api: FakeApi): URLSearchParams {
  return api.calls('GET /signal/all').at(-1)?.query ?? new URLSearchParams();
}

describe('<savdo-signals>', function () {
  this.timeout(20000);
  const page = useSignalsPage(() => [
    signal({ symbol: 'EURUSD' }),
    signal({ symbol: 'BTCUSDT', asset_type: 'crypto' }),
    signal({
      symbol: 'XAUUSD',
      asset_type: 'commodities',
      type: 'sell',
      entry_price: 2650,
      stop_loss: 2670,
      take_profit: 2610,
    }),
    lockedSignal({ symbol: 'ETHUSDT' }),
  ]);
  const { boxes } = page;

  it('renders the feed inside its shadow root, styled by the theme tokens', async () => {
    const el = mount('<savdo-signals lang="en" hide-notifications></savdo-signals>', boxes);
    await until(() => cards(el).length === 4, 'four cards');
    const card = cards(el)[0]!;
    expect(getComputedStyle(card).borderTopLeftRadius).to.equal('12px');
    expect(getComputedStyle(card).borderTopStyle).to.equal('solid');
    expect(has(document.querySelector('article'))).to.equal(false); // nothing rendered outside
  });

  it('the block has inner padding, so content never touches its own background', async () => {
    const el = mount(
      '<savdo-signals lang="en" theme="dark" hide-notifications></savdo-signals>',
      boxes,
    );
    await until(() => cards(el).length === 4, 'four cards');
    const root = shadowOf(el).querySelector<HTMLElement>('[part="root"]')!;
    expect(parseFloat(getComputedStyle(root).paddingLeft)).to.be.at.least(12);
    expect(parseFloat(getComputedStyle(root).paddingTop)).to.be.at.least(12);
  });

  it('the performance chart spans the width of its panel', async () => {
    const el = mount('<savdo-signals lang="en" hide-notifications></savdo-signals>', boxes);
    await until(() => has(shadowOf(el).querySelector('[part="stats-chart"]')), 'the chart');
    const chart = shadowOf(el).querySelector<SVGSVGElement>('[part="stats-chart"]')!;
    const panel = shadowOf(el).querySelector<HTMLElement>('[part="stats"]')!;
    expect(chart.getAttribute('preserveAspectRatio')).to.equal('none');
    // All of it but the panel's padding and the column of count labels beside the plot.
    expect(chart.getBoundingClientRect().width).to.be.greaterThan(
      panel.getBoundingClientRect().width - 80,
    );
  });

  it('page CSS does not leak in, and widget CSS does not leak out', async () => {
    const style = document.createElement('style');
    style.textContent =
      'article { border-radius: 0 !important; color: rgb(255, 0, 0) !important; } h3 { display: none; }';
    document.head.append(style);
    const outside = mount('<article>page article</article>', boxes);
    const el = mount(
      '<savdo-signals lang="en" hide-stats hide-notifications></savdo-signals>',
      boxes,
    );
    try {
      await until(() => cards(el).length > 0, 'cards');
      const card = cards(el)[0]!;
      expect(getComputedStyle(card).borderTopLeftRadius).to.equal('12px');
      expect(getComputedStyle(card).color).to.not.equal('rgb(255, 0, 0)');
      expect(getComputedStyle(card.querySelector('h3')!).display).to.not.equal('none');
      expect(getComputedStyle(outside).borderTopStyle).to.equal('none');
    } finally {
      style.remove();
    }
  });

  it('the tab attribute filters; changing it refetches; removing it goes back to all', async () => {
    const el = mount(
      '<savdo-signals lang="en" tab="crypto" hide-stats hide-notifications></savdo-signals>',
      boxes,
    );
    await until(() => symbols(el).sort().join() === 'BTCUSDT,ETHUSDT', 'the crypto tab');
    expect(lastQuery(page.api).get('asset_type')).to.equal('crypto');
    el.setAttribute('tab', 'commodity');
    await until(() => symbols(el).join() === 'XAUUSD', 'the commodity tab');
    expect(lastQuery(page.api).get('asset_type')).to.equal('commodities');
    el.removeAttribute('tab');
    await until(() => symbols(el).length === 4, 'all tabs again');
    expect(lastQuery(page.api).has('asset_type')).to.equal(false);
  });

  it('a tab or filter the user chooses is written back to the attributes', async () => {
    const el = mount(
      '<savdo-signals lang="en" hide-stats hide-notifications></savdo-signals>',
      boxes,
    );
    await until(() => cards(el).length === 4, 'cards');
    shadowOf(el).querySelector<HTMLButtonElement>('[role="tab"]:nth-child(2)')!.click();
    await until(() => el.getAttribute('tab') === 'crypto', 'tab="crypto" on the element');
    const type = shadowOf(el).querySelector<HTMLSelectElement>('[part="filters"] select')!;
    type.value = 'sell';
    type.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => el.getAttribute('signal-type') === 'sell', 'signal-type="sell"');
    // The request leaves in a task of its own (docs/decisions/0340-requests-in-their-own-task.md).
    await until(() => lastQuery(page.api).get('signal_type') === 'sell', 'asked for sell');
    shadowOf(el).querySelector<HTMLButtonElement>('[role="tab"]:nth-child(1)')!.click();
    await until(() => !el.hasAttribute('tab'), 'the all tab removes the attribute');
    expect(el.getAttribute('signal-type')).to.equal('sell');
  });

  it('a bare boolean attribute hides the figures; removing it shows them', async () => {
    const el = mount(
      '<savdo-signals lang="en" hide-stats hide-notifications></savdo-signals>',
      boxes,
    );
    await until(() => cards(el).length === 4, 'cards');
    expect(has(shadowOf(el).querySelector('[part="stats"]'))).to.equal(false);
    el.removeAttribute('hide-stats');
    await until(() => has(shadowOf(el).querySelector('[part="stats"]')), 'the figures');
  });

  it('savdo-signal-open and savdo-tab-change bubble out of the shadow root (composed)', async () => {
    const el = mount(
      '<savdo-signals lang="en" hide-stats hide-notifications></savdo-signals>',
      boxes,
    );
    const seen: { type: string; detail: unknown; composed: boolean }[] = [];
    const listener = (e: Event) =>
      seen.push({ type: e.type, detail: (e as CustomEvent).detail, composed: e.composed });
    document.addEventListener('savdo-signal-open', listener);
    document.addEventListener('savdo-tab-change', listener);
    try {
      await until(() => cards(el).length === 4, 'cards');
      const forex = cards(el).find((c) => c.textContent?.includes('EURUSD'))!;
      forex.querySelector<HTMLButtonElement>('[part="chart-button"]')!.click();
      shadowOf(el).querySelector<HTMLButtonElement>('[role="tab"]:nth-child(2)')!.click();
      await settle();
      expect(seen.map((s) => s.type)).to.deep.equal(['savdo-signal-open', 'savdo-tab-change']);
      expect(seen[0]!.detail).to.deep.equal({ id: page.api.signals[0]!.id, symbol: 'EURUSD' });
      expect(seen[1]!.detail).to.deep.equal({ tab: 'crypto' });
      expect(seen.every((s) => s.composed)).to.equal(true);
    } finally {
      document.removeEventListener('savdo-signal-open', listener);
      document.removeEventListener('savdo-tab-change', listener);
    }
  });

  it('cancelling savdo-signal-open keeps the chart modal closed', async () => {
    const el = mount(
      '<savdo-signals lang="en" hide-stats hide-notifications></savdo-signals>',
      boxes,
    );
    const cancel = (e: Event) => e.preventDefault();
    el.addEventListener('savdo-signal-open', cancel);
    await until(() => cards(el).length === 4, 'cards');
    cards(el)[0]!.querySelector<HTMLButtonElement>('[part="chart-button"]')?.click();
    await settle(4);
    expect(has(shadowOf(el).querySelector('[role="dialog"]'))).to.equal(false);
  });

  it('the chart modal opens inside the shadow root and its chart is drawn there, styled', async () => {
    const el = mount(
      '<savdo-signals lang="en" hide-stats hide-notifications></savdo-signals>',
      boxes,
    );
    await until(() => cards(el).length === 4, 'cards');
    const gold = cards(el).find((c) => c.textContent?.includes('XAUUSD'))!;
    gold.querySelector<HTMLButtonElement>('[part="chart-button"]')!.click();
    await until(() => has(shadowOf(el).querySelector('[role="dialog"]')), 'the dialog');
    expect(has(document.body.querySelector(':scope > [role="dialog"]'))).to.equal(false);
    await until(
      () => has(shadowOf(el).querySelector('[part="signal-chart"][data-phase="ready"] polyline')),
      'the chart',
      8000,
    );
    // The shadow root's styles reach it: the plot is laid out beside its price axis, and the
    // three levels' tags stand in the axis.
    const chart = shadowOf(el).querySelector<HTMLElement>('[part="signal-chart"]')!;
    const plot = chart.querySelector('.plot')!.getBoundingClientRect();
    const axis = chart.querySelector('.axis')!.getBoundingClientRect();
    expect(plot.width).to.be.greaterThan(200);
    expect(axis.left).to.be.closeTo(plot.right, 1);
    const tags = [...chart.querySelectorAll('.tag')].map((t) => t.getBoundingClientRect());
    expect(tags).to.have.length(3);
    for (const tag of tags) expect(tag.left).to.be.at.least(axis.left - 0.5);
    const text = shadowOf(el).querySelector('[role="dialog"]')!.textContent ?? '';
    expect(text).to.contain('2\u202F650');
    expect(text).to.contain('2\u202F670');
    expect(text).to.contain('2\u202F610');
  });

  it('a locked premium signal shows the sign-up link and no levels', async () => {
    const el = mount(
      '<savdo-signals lang="en" hide-stats hide-notifications sign-up-href="https://savdo.example/join"></savdo-signals>',
      boxes,
    );
    await until(() => cards(el).length === 4, 'cards');
    const locked = cards(el).find((c) => c.dataset.locked === 'true')!;
    const link = locked.querySelector<HTMLAnchorElement>('[part="locked-link"]')!;
    expect(link.href).to.equal('https://savdo.example/join');
    expect(locked.textContent).to.not.contain('Entry price');
  });

  it('live: a new signal arrives over the page socket and the badge says Live', async () => {
    const el = mount(
      '<savdo-signals lang="en" hide-stats hide-notifications></savdo-signals>',
      boxes,
    );
    await until(() => cards(el).length === 4, 'cards');
    ScriptedSocket.latest().accept();
    await until(
      () =>
        shadowOf(el).querySelector('[part="connection"]')?.textContent?.includes('Live') === true,
      'Live',
    );
    ScriptedSocket.latest().receive({
      type: 'signal.created',
      signal: signal({ symbol: 'NEWONE', created_at: '2031-01-01T00:00:00.000Z' }),
    });
    await until(() => symbols(el)[0] === 'NEWONE', 'the live signal on top');
  });

  it('two widgets on one page share one live socket', async () => {
    mount('<savdo-signals lang="en" hide-stats hide-notifications></savdo-signals>', boxes);
    mount(
      '<savdo-signals lang="uz" tab="forex" hide-stats hide-notifications></savdo-signals>',
      boxes,
    );
    await settle(4);
    const open = ScriptedSocket.instances.filter((s) => s.readyState !== 3);
    expect(open.length).to.equal(1);
  });
});
