// <savdo-plans> in Chromium: the element renders the plans inside its own shadow root, the
// purchase dialog portals into that shadow root (styled, nothing in document.body), and a
// purchase dispatches savdo-plan-purchased and savdo-subscription-changed as composed, bubbling
// events; on a partner page it is a sign-in link and asks nothing.
import { expect } from 'chai';
import '@savdo/widgets/plans/element';
import { configureCore, login, logout, resetCoreConfig, resetQueries } from '@savdo/core';
import {
  installFakeApi,
  makePlans,
  makeUser,
  ok,
  plansRoutes,
  type FakeApi,
  type PlansServer,
} from '../../../../tests/kit';
import {
  cleanup,
  has,
  mount,
  settle,
  shadowOf,
  until,
} from '../../../../tests/kit/widget-test-utils';

function plan(el: Element, id: number): HTMLElement | null {
  return shadowOf(el).querySelector<HTMLElement>(`li[data-plan-id="${id}"]`);
}

function dialog(el: Element): HTMLElement | null {
  return shadowOf(el).querySelector<HTMLElement>('[role="dialog"]');
}

function button(root: ParentNode | null, label: string): HTMLButtonElement | null {
  return (
    [...(root?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find(
      (b) => b.textContent?.trim() === label,
    ) ?? null
  );
}

describe('<savdo-plans>', function () {
  this.timeout(20000);
  const boxes: HTMLElement[] = [];
  let api: (FakeApi & { restore(): void }) | null = null;
  let server: PlansServer;
  let listening = new AbortController();

  beforeEach(() => {
    resetQueries();
    server = { plans: makePlans(), subscription: null, balance: 1_250_000 };
    api = installFakeApi({
      ...plansRoutes(server),
      'GET /users/me': () => ok({ result: makeUser({ balance: server.balance }) }),
    });
    login({ access_token: 'a.b.c', user: makeUser({ balance: server.balance }) });
  });

  afterEach(async () => {
    listening.abort();
    listening = new AbortController();
    cleanup(boxes);
    await settle();
    logout();
    resetCoreConfig();
    api?.restore();
  });

  it('renders the plans side by side inside its shadow root', async () => {
    const el = mount('<savdo-plans lang="en"></savdo-plans>', boxes);
    await until(() => has(plan(el, 3)), 'three plans');
    const [a, b] = [plan(el, 1)!, plan(el, 2)!];
    expect(a.getBoundingClientRect().top).to.equal(b.getBoundingClientRect().top);
    expect(getComputedStyle(a).borderTopStyle).to.equal('solid');
    expect(has(document.querySelector('li[data-plan-id]'))).to.equal(false);
  });

  it('opens the purchase dialog inside the shadow root and emits the purchase events', async () => {
    const el = mount('<savdo-plans lang="en"></savdo-plans>', boxes);
    const events: { type: string; detail: unknown; composed: boolean }[] = [];
    for (const type of ['savdo-plan-purchased', 'savdo-subscription-changed'])
      document.addEventListener(
        type,
        (e) => events.push({ type, detail: (e as CustomEvent).detail, composed: e.composed }),
        { signal: listening.signal },
      );
    await until(() => has(plan(el, 2)), 'the plans');
    button(plan(el, 2), 'Subscribe')!.click();
    await until(() => has(dialog(el)), 'the dialog');
    expect(has(document.body.querySelector('[role="dialog"]'))).to.equal(false);
    expect(getComputedStyle(dialog(el)!).borderTopLeftRadius).to.equal('12px');
    button(dialog(el), 'Confirm')!.click();
    await until(() => !has(dialog(el)), 'the dialog to close');
    await until(() => events.length === 2, 'two events');
    expect(events[0]).to.deep.equal({
      type: 'savdo-plan-purchased',
      detail: { planId: 2, action: 'subscribe', charged: 249_000 },
      composed: true,
    });
    expect(events[1]?.type).to.equal('savdo-subscription-changed');
    expect(
      api!.calls('POST /subscription/plans/:id/purchase')[0]?.headers['idempotency-key'],
    ).to.match(/^[0-9a-f-]{36}$/);
  });

  it('on a partner page: a sign-in link, and no request', async () => {
    configureCore({ mode: 'public' });
    const el = mount('<savdo-plans lang="en"></savdo-plans>', boxes);
    await until(() => has(shadowOf(el).querySelector('[part~="sign-in-link"]')), 'the link');
    expect(api!.requests.length).to.equal(0);
  });
});
