// The plans section of the back office (/admin/plans): the plans with price, length and what
// they include, and an edit that is checked with the contract and sends only what changed.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriptionPlan } from '@savdo/contract';
import { fakeApi } from '../../../../../tests/kit/auth-test-helpers';
import { renderApp } from '../../../../../tests/kit/render-app';
import {
  WAIT,
  me,
  page,
  signInAdmin,
  backOfficeTestFile,
} from '../../../../../tests/kit/admin-test-helpers';

backOfficeTestFile();

const pro: SubscriptionPlan = {
  id: 2,
  name: 'Pro',
  level: 2,
  price: 199_000,
  duration_days: 30,
  features: ['Premium signals', 'Courses chat'],
  translations: { uz: { name: 'Pro', features: ['Premium signallar'] } },
};

describe('/admin/plans', { timeout: 60_000 }, () => {
  it('an edit of the price and the Russian list is checked first and sends only those', async () => {
    const requests = fakeApi({
      'GET /users/me': me,
      'GET /admin/plans': () => page([pro]),
      'PATCH /admin/plans/2': () => ({ status: 200, body: { result: pro } }),
    });
    signInAdmin();
    renderApp('/admin/plans');
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-plan="2"]');
      expect(found).toBeTruthy();
      return found!;
    }, WAIT);
    expect(within(row).getByText('30 days')).toBeTruthy();
    expect(within(row).getByText('Premium signals · Courses chat')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const price = within(dialog).getByLabelText('Price (UZS)');
    await userEvent.clear(price);
    await userEvent.type(price, 'free');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('price must be whole UZS from 0 to 1 000 000 000'),
    ).toBeTruthy();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);

    await userEvent.clear(price);
    await userEvent.type(price, '249 000');
    await userEvent.type(within(dialog).getByLabelText('Name (Russian)'), 'Про');
    await userEvent.type(
      within(dialog).getByLabelText('What it includes (Russian, one per line)'),
      'Премиум-сигналы{Enter}Чат курсов',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
        price: 249_000,
        translations: { ru: { name: 'Про', features: ['Премиум-сигналы', 'Чат курсов'] } },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
