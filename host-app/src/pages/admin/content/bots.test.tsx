// The expert advisors section of the back office (/admin/bots): the listings, an edit that sends
// only what changed, hiding from the catalog, a new version's multipart upload with progress, and
// the plan list and purchase form edited in the dialog with their errors beside them.
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminAlgoBot } from '@savdo/contract';
import { fakeApi } from '../../../../../tests/kit/auth-test-helpers';
import { makeAlgoFormField, makeAlgoPlan } from '../../../../../tests/kit/algo';
import { fakeUploads } from '../../../../../tests/kit/fake-upload';
import { renderApp } from '../../../../../tests/kit/render-app';
import {
  WAIT,
  me,
  page,
  signInAdmin,
  backOfficeTestFile,
} from '../../../../../tests/kit/admin-test-helpers';

backOfficeTestFile();

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
  form_fields: [],
  purchases: 12,
  rating: 4.5,
  reviews_count: 3,
  created_at: '2026-10-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

function server(listed: AdminAlgoBot = bot, answer?: () => { status: number; body: unknown }) {
  return fakeApi({
    'GET /users/me': me,
    'GET /admin/algo-trade/bots': () => page([listed]),
    'PATCH /admin/algo-trade/bots/5': answer ?? (() => ({ status: 200, body: { result: listed } })),
  });
}

const withForm: AdminAlgoBot = {
  ...bot,
  plans: [
    makeAlgoPlan({ id: 11, price: 300_000, duration_days: 30 }),
    makeAlgoPlan({ id: 12, name: 'Lifetime', price: 2_000_000, duration_days: null }),
  ],
  form_fields: [
    makeAlgoFormField({ name: 'platform', label: 'Platform', type: 'select', options: ['MT5'] }),
    makeAlgoFormField({
      name: 'broker',
      label: 'Broker',
      labels: { uz: 'Broker', ru: 'Брокер' },
      type: 'select',
      options: ['Exness', 'XM'],
    }),
    makeAlgoFormField({ name: 'login', label: 'Login', max_length: 40, placeholder: '12345678' }),
    makeAlgoFormField({
      name: 'deposit',
      label: 'Deposit (USD)',
      type: 'number',
      min: 100,
      max: 1_000_000,
      step: 1,
    }),
  ],
};

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

  it('plans are edited as rows: checked first (price, two of one period), sent whole with their ids', async () => {
    const requests = server(withForm);
    signInAdmin();
    renderApp('/admin/bots');
    await userEvent.click(within(await row()).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const plans = dialog.querySelector<HTMLElement>('[data-bot-plans]')!;
    expect((within(plans).getByLabelText('Plan 1: period (days)') as HTMLInputElement).value).toBe(
      '30',
    );
    expect((within(plans).getByLabelText('Plan 2: lifetime') as HTMLInputElement).checked).toBe(
      true,
    );

    await userEvent.click(within(plans).getByRole('button', { name: 'Add a plan' }));
    await userEvent.type(within(plans).getByLabelText('Plan 3: period (days)'), '30');
    await userEvent.type(within(plans).getByLabelText('Plan 3: price (UZS)'), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(plans).findByText('Two plans have the same period')).toBeTruthy();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);

    const days = within(plans).getByLabelText('Plan 3: period (days)');
    await userEvent.clear(days);
    await userEvent.type(days, '90');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(plans).findByText('plans: a price is a whole number of UZS above 0'),
    ).toBeTruthy();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);

    const price = within(plans).getByLabelText('Plan 3: price (UZS)');
    await userEvent.clear(price);
    await userEvent.type(price, '750 000');
    await userEvent.click(within(plans).getByRole('button', { name: 'Remove plan 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
        plans: [
          { id: 12, duration_days: null, price: 2_000_000 },
          { duration_days: 90, price: 750_000 },
        ],
      }),
    );
  });

  it("the server's refusal of the plans shows beside them", async () => {
    server(withForm, () => ({
      status: 400,
      body: {
        message: 'plans: a plan that was bought cannot be removed; change its price instead',
        detail: {
          plans: 'plans: a plan that was bought cannot be removed; change its price instead',
        },
        fields: { plans: 'algo.plan_bought' },
      },
    }));
    signInAdmin();
    renderApp('/admin/bots');
    await userEvent.click(within(await row()).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const plans = dialog.querySelector<HTMLElement>('[data-bot-plans]')!;
    await userEvent.click(within(plans).getByRole('button', { name: 'Remove plan 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(plans).findByText(
        'plans: a plan that was bought cannot be removed; change its price instead',
      ),
    ).toBeTruthy();
  });

  it('the purchase form: labels, brokers and bounds edited, the platform not; checked, then sent whole', async () => {
    const requests = server(withForm);
    signInAdmin();
    renderApp('/admin/bots');
    await userEvent.click(within(await row()).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const form = dialog.querySelector<HTMLElement>('[data-bot-form-fields]')!;
    expect(form.querySelector('[data-form-field="platform"]')).toBeNull();
    const label = within(form).getByLabelText('Broker: label (English)');
    await userEvent.clear(label);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('form_fields: a label is 1 to 100 characters'),
    ).toBeTruthy();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);

    await userEvent.type(label, 'Your broker');
    await userEvent.type(within(form).getByLabelText('Broker: options, one a line'), '\nFBS');
    const min = within(form).getByLabelText('Deposit (USD): lowest');
    await userEvent.clear(min);
    await userEvent.type(min, '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
        form_fields: [
          {
            name: 'broker',
            label: 'Your broker',
            labels: { uz: 'Broker', ru: 'Брокер' },
            options: ['Exness', 'XM', 'FBS'],
          },
          { name: 'login', label: 'Login', labels: {}, placeholder: '12345678', max_length: 40 },
          {
            name: 'deposit',
            label: 'Deposit (USD)',
            labels: {},
            min: 500,
            max: 1_000_000,
            step: 1,
          },
        ],
      }),
    );
  });
});
