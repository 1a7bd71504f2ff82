// A bot's page (issue 14): figures and monthly returns; the purchase form checked on the client
// (required, min/max) then the dialog and POST with plan, fields and an Idempotency-Key; the
// reviews with the distribution and the review form's spec messages, only when can_review;
// spec section 8's 'Failed to load algo bot details'.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDEMPOTENCY_KEY_HEADER, type AlgoBuyResponse } from '@savdo/contract';
import { clearToasts, login, resetCoreConfig, resetLive } from '@savdo/core';
import { AlgoBot, checkField } from '@savdo/widgets/algo-bot';
import {
  algoRoutes,
  failure,
  makeAlgoMarket,
  makeExpertAdvisor,
  makeReview,
  ok,
  type AlgoServer,
  type RouteTable,
} from '../../../kit';
import { accessToken, apiUser, fakeApi, resetAll } from '../auth/auth-test-helpers';

afterEach(() => {
  resetLive();
  resetCoreConfig();
  clearToasts();
});

async function setUp(
  options: { change?: (s: AlgoServer) => void; extra?: RouteTable; signedIn?: boolean } = {},
) {
  await resetAll('en');
  resetCoreConfig();
  const server = makeAlgoMarket();
  options.change?.(server);
  const requests = fakeApi({
    ...algoRoutes(server),
    'GET /users/me': () => ok({ result: apiUser({ balance: 5_000_000 }) }),
    ...options.extra,
  });
  if (options.signedIn !== false)
    login({
      access_token: accessToken(),
      refresh_token: 'r',
      user: apiUser({ balance: 5_000_000 }),
    });
  return { server, requests };
}

describe('AlgoBot', () => {
  it('shows the figures and the monthly returns', async () => {
    await setUp();
    render(<AlgoBot botId={1} />);
    expect(await screen.findByRole('heading', { name: 'Trend Rider' })).toBeTruthy();
    expect(document.querySelector('[data-figure="gain"]')?.textContent).toBe('35%');
    expect(document.querySelector('[data-figure="win-rate"]')?.textContent).toBe('62.5%');
    const table = screen.getByRole('table', { name: 'Monthly returns' });
    expect(within(table).getByText('2026-10')).toBeTruthy();
    expect(within(table).getByText('-1.2%')).toBeTruthy();
  });

  it("load failure: 'Failed to load algo bot details'", async () => {
    await setUp();
    render(<AlgoBot botId={99} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load algo bot details',
    );
  });

  it('checks the form on the client, then buys with plan, fields and an Idempotency-Key', async () => {
    const { requests } = await setUp({
      extra: {
        'POST /algo-trade/:id/purchase': () =>
          ok<AlgoBuyResponse>({
            result: {
              expert_advisor: makeExpertAdvisor({ id: 7 }),
              purchase: {
                id: 1,
                kind: 'algo_trade',
                item_id: 1,
                title: 'Trend Rider',
                price: 490_000,
                charged: 490_000,
                balance: 4_510_000,
                created_at: '2026-11-23T10:00:00.000Z',
              },
            },
          }),
      },
    });
    render(<AlgoBot botId={1} />);
    await screen.findByLabelText('Login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Deposit'), '50');
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(screen.getByText('At least 100')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.type(screen.getByLabelText('Login'), '5012345');
    await user.clear(screen.getByLabelText('Deposit'));
    await user.type(screen.getByLabelText('Deposit'), '1000');
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.path === '/algo-trade/1/purchase')).toBe(
        true,
      ),
    );
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({ plan_id: 1, fields: { login: '5012345', deposit: 1000 } });
    expect(post.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]).toBeTruthy();
  });

  it('reviews: distribution and list; the form only when can_review, with the spec messages', async () => {
    await setUp({
      change: (s) => {
        s.details[1] = { can_review: true };
        s.reviews = [makeReview(), makeReview({ id: 2, comment: 'Too quiet.', rating: 3 })];
      },
      extra: {
        'POST /algo-trade-review/:id': () => failure(500),
      },
    });
    render(<AlgoBot botId={1} />);
    expect(await screen.findByText('Too quiet.')).toBeTruthy();
    expect(document.querySelector('[data-stars="5"]')?.textContent).toContain('7');
    const form = screen.getByRole('form', { name: 'Write a review' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(within(form).getByRole('alert').textContent).toBe('Please select a rating');
    await user.click(within(form).getByLabelText('4 stars'));
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(within(form).getByRole('alert').textContent).toBe('Please write a comment');
    await user.type(within(form).getByLabelText('Comment'), 'Good');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe(
        'Failed to submit review. Please try again.',
      ),
    );
  });

  it('no review form without can_review', async () => {
    await setUp();
    render(<AlgoBot botId={1} />);
    await screen.findByText('Steady and calm.');
    expect(screen.queryByRole('form', { name: 'Write a review' })).toBeNull();
  });
});

describe('checkField', () => {
  const field = {
    name: 'deposit',
    label: 'Deposit',
    labels: {},
    type: 'number' as const,
    required: true,
    min: 100,
    max: 1000,
  };
  it('required, number, min and max', () => {
    expect(checkField(field, ' ')).toEqual({ key: 'required' });
    expect(checkField(field, 'abc')).toEqual({ key: 'number' });
    expect(checkField(field, '99')).toEqual({ key: 'min', min: 100 });
    expect(checkField(field, '1001')).toEqual({ key: 'max', max: 1000 });
    expect(checkField(field, '500')).toBeNull();
    expect(checkField({ ...field, required: false }, '')).toBeNull();
  });
});
