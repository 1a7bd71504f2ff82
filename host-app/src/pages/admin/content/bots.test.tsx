// The expert advisors section of the back office (/admin/bots): the listings, an edit that sends
// only what changed, hiding from the catalog, and a new version's multipart upload with progress.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAlgoBot } from '@savdo/contract';
import { fakeApi, resetAll } from '../../../../../tests/kit/auth-test-helpers';
import { makeAlgoPlan } from '../../../../../tests/kit/algo';
import { fakeUploads } from '../../../../../tests/kit/fake-upload';
import { renderApp } from '../../../../../tests/kit/render-app';
import { WAIT, me, page, signInAdmin } from '../../../../../tests/kit/admin-test-helpers';

beforeEach(async () => {
  await resetAll('en');
});

const bot: AdminAlgoBot = {
  id: 5,
  name: 'Trend Rider',
  author: 'Savdo Labs',
  version: '1.2.0',
  type: 'trend',
  platforms: ['MT4', 'MT5'],
  description: 'Follows the trend.',
  translations: { uz: { name: 'Trend chavandozi' } },
  image_url: null,
  live_signal: false,
  is_listed: true,
  is_demo: false,
  price: 300_000,
  plans: [makeAlgoPlan()],
  purchases: 12,
  rating: 4.5,
  reviews_count: 3,
  created_at: '2026-10-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

function server() {
  return fakeApi({
    'GET /users/me': me,
    'GET /admin/algo-trade/bots': () => page([bot]),
    'PATCH /admin/algo-trade/bots/5': () => ({ status: 200, body: { result: bot } }),
  });
}

async function row() {
  return waitFor(() => {
    const found = document.querySelector<HTMLElement>('[data-bot="5"]');
    expect(found).toBeTruthy();
    return found!;
  }, WAIT);
}

describe('/admin/bots', { timeout: 60_000 }, () => {
  it('lists the listings; "hide from the catalog" sends is_listed false; a type filter goes to the server', async () => {
    const requests = server();
    signInAdmin();
    renderApp('/admin/bots');
    const tr = await row();
    expect(within(tr).getByText('Trend Rider')).toBeTruthy();
    expect(within(tr).getByText('1.2.0')).toBeTruthy();
    expect(within(tr).getByText('MT4, MT5')).toBeTruthy();
    await userEvent.click(within(tr).getByRole('button', { name: 'Hide from the catalog' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ is_listed: false }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'grid');
    await waitFor(() => expect(requests.some((r) => r.query.get('type') === 'grid')).toBe(true));
  });

  it('an edit is checked with AdminAlgoBotPatchSchema and sends only the changed fields and languages', async () => {
    const requests = server();
    signInAdmin();
    renderApp('/admin/bots');
    await userEvent.click(within(await row()).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    // No platform at all breaks the contract: said beside the platforms, nothing sent.
    await userEvent.click(within(dialog).getByLabelText('MT4'));
    await userEvent.click(within(dialog).getByLabelText('MT5'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('platforms must name MT4, MT5 or both')).toBeTruthy();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
    await userEvent.click(within(dialog).getByLabelText('MT5'));
    await userEvent.type(within(dialog).getByLabelText('Name (Russian)'), 'Трендовый');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
        platforms: ['MT5'],
        translations: { ru: { name: 'Трендовый', description: '' } },
      }),
    );
  });

  it('a new version is checked first, then uploaded with its progress; a refusal names the version field', async () => {
    server();
    const uploads = fakeUploads();
    signInAdmin();
    renderApp('/admin/bots');
    await userEvent.click(within(await row()).getByRole('button', { name: 'New version' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Version number'), '2.0 beta');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(within(dialog).getByText('Choose an MT4 (.ex4) or MT5 (.ex5) file')).toBeTruthy();
    expect(uploads).toHaveLength(0);

    const version = within(dialog).getByLabelText('Version number');
    await userEvent.clear(version);
    await userEvent.type(version, '1.2.0');
    await userEvent.type(within(dialog).getByLabelText('Release notes (English)'), 'Faster exits');
    await userEvent.upload(
      within(dialog).getByLabelText('MT5 file (.ex5)'),
      new File(['ea'], 'rider.ex5'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    const sent = uploads[0]!;
    expect(sent.url).toBe('/api/v1/admin/algo-trade/bots/5/versions');
    expect(sent.body?.get('version')).toBe('1.2.0');
    expect(sent.body?.get('notes_en')).toBe('Faster exits');
    expect(sent.body?.get('notes_uz')).toBeNull();
    expect((sent.body?.get('mt5') as File).name).toBe('rider.ex5');
    act(() => sent.progress(0.5));
    expect(within(dialog).getByText('Uploading: 50%')).toBeTruthy();
    act(() =>
      sent.answer(409, {
        message: 'This version is already published',
        code: 'algo.version_exists',
      }),
    );
    const field = within(dialog).getByLabelText('Version number');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('This version is already published')).toBeTruthy();

    await userEvent.clear(field);
    await userEvent.type(field, '1.3.0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    act(() => uploads[1]!.answer(200, { result: { ...bot, version: '1.3.0' } }, [1]));
    expect(await within(dialog).findByText('Version 1.3.0 published')).toBeTruthy();
  });
});
