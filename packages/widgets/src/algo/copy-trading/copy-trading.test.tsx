// The copy-trading page: the spec's figures and text exactly in en, ru and uz
// (monthly profit 1% to 50%, risk per trade 0.5% to 1%, the user's responsibility), the
// strategies with verified figures and a risk score, and the past-performance disclosure.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { clearToasts, resetCoreConfig, resetLive } from '@savdo/core';
import { CopyTrading } from '@savdo/widgets/algo/copy-trading';
import { algoRoutes, makeAlgoMarket } from '../../../../../tests/kit';
import { fakeApi, resetAll } from '../../../../../tests/kit/auth-test-helpers';

afterEach(() => {
  resetLive();
  resetCoreConfig();
  clearToasts();
});

const terms = () => document.querySelector('[data-copy-terms]')?.textContent;

describe('CopyTrading', () => {
  it("states the spec's figures and the user's responsibility, then the strategies", async () => {
    await resetAll('en');
    fakeApi(algoRoutes(makeAlgoMarket()));
    render(<CopyTrading />);
    expect(terms()).toContain('Monthly profit from 1% to 50%');
    expect(terms()).toContain('Risk per trade from 0.5% to 1%');
    expect(terms()).toContain("Profit and loss are entirely the user's responsibility.");
    const card = await screen.findByText('Trend Rider');
    const li = card.closest('li')!;
    expect(li.querySelector('[data-figure="gain"]')?.textContent).toBe('35%');
    expect(li.textContent).toContain('Risk score: 4 / 10');
    expect(document.querySelector('[data-disclosure]')?.textContent).toContain(
      'Past performance does not guarantee future results.',
    );
  });

  it('in Russian and Uzbek with the local decimal comma', async () => {
    await resetAll('ru');
    fakeApi(algoRoutes(makeAlgoMarket()));
    const { unmount } = render(<CopyTrading />);
    expect(terms()).toContain('Риск на сделку от 0,5% до 1%');
    expect(terms()).toContain('Ежемесячная прибыль от 1% до 50%');
    expect(await screen.findByText('Трендовый')).toBeTruthy();
    unmount();
    await resetAll('uz');
    render(<CopyTrading />);
    expect(terms()).toContain('0,5% dan 1% gacha');
    expect(terms()).toContain("Foyda va zarar to'liq foydalanuvchining javobgarligida.");
  });
});
