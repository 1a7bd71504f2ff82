// The banners section of the back office (/admin/banners): a banner in three languages with its window and order, checked with the contract first; an
// edit sending only what changed; a delete only after its confirmation.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBanner } from '@savdo/contract';
import { fakeApi, resetAll } from '../../../../../tests/kit/auth-test-helpers';
import { renderApp } from '../../../../../tests/kit/render-app';
import { WAIT, me, page, signInAdmin } from '../../../../../tests/kit/admin-test-helpers';
import { fromLocalInput } from './schedule';

beforeEach(async () => {
  await resetAll('en');
});

const banner: AdminBanner = {
  id: 4,
  title: { uz: 'Yangi kurs', ru: 'Новый курс', en: 'New course' },
  image_url: '/images/course.png',
  link_url: '/video-courses',
  starts_at: null,
  ends_at: null,
  position: 1,
  active: true,
};

function server() {
  return fakeApi({
    'GET /users/me': me,
    'GET /admin/banner': () => page([banner]),
    'POST /admin/banner': () => ({ status: 201, body: { result: banner } }),
    'PATCH /admin/banner/4': () => ({ status: 200, body: { result: banner } }),
    'DELETE /admin/banner/4': () => ({ status: 200, body: { result: { message: 'ok' } } }),
  });
}

async function rowOf(selector: string) {
  return waitFor(() => {
    const found = document.querySelector<HTMLElement>(selector);
    expect(found).toBeTruthy();
    return found!;
  }, WAIT);
}

describe('/admin/banners', { timeout: 60_000 }, () => {
  it('a new banner needs its title in uz, ru and en; then it is sent with its window and order', async () => {
    const requests = server();
    signInAdmin();
    renderApp('/admin/banners');
    await rowOf('[data-banner="4"]');
    await userEvent.click(screen.getByRole('button', { name: 'New banner' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Title (Uzbek)'), 'Aksiya');
    await userEvent.type(
      within(dialog).getByLabelText('Image address (a path starting with / or an http(s) address)'),
      '/images/sale.png',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/title\.ru: 1 to 200 characters/)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('Title (Russian)'), 'Акция');
    await userEvent.type(within(dialog).getByLabelText('Title (English)'), 'Sale');
    await userEvent.type(within(dialog).getByLabelText('Starts'), '2026-12-01T09:00');
    const order = within(dialog).getByLabelText('Order');
    await userEvent.clear(order);
    await userEvent.type(order, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        title: { uz: 'Aksiya', ru: 'Акция', en: 'Sale' },
        image_url: '/images/sale.png',
        link_url: null,
        starts_at: fromLocalInput('2026-12-01T09:00'),
        ends_at: null,
        position: 3,
      }),
    );
  });

  it('an edit sends only the changed link; a delete goes only after its confirmation', async () => {
    const requests = server();
    signInAdmin();
    renderApp('/admin/banners');
    const row = await rowOf('[data-banner="4"]');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const link = within(dialog).getByLabelText(
      'Link (a path starting with / or an http(s) address)',
    );
    await userEvent.clear(link);
    await userEvent.type(link, '/upgrade-plan');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
        link_url: '/upgrade-plan',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    expect(
      within(confirm).getByText('The banner “New course” will be deleted for good.'),
    ).toBeTruthy();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'DELETE' && r.path === '/admin/banner/4')).toBe(
        true,
      ),
    );
  });
});
