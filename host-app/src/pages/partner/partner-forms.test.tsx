// The partner page's forms check what they send with the contract's schemas, as the server does,
// in the interface's language, and send nothing that fails (docs/embedding.md, "Partner
// portal"). The checks load with the first one (partner-checks.ts), not with the page.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApplyForm } from './apply-form';
import { PartnerKeys } from './partner-keys';
import { fakeApi, resetAll } from '../../../../tests/kit/auth-test-helpers';

const WAIT = { timeout: 20_000 };

describe('the partner application form', () => {
  beforeEach(async () => {
    await resetAll('uz');
  });

  it("shows the contract's message for a bad site address, in Uzbek, and sends nothing", async () => {
    const requests = fakeApi({});
    const onApplied = vi.fn();
    render(<ApplyForm again={false} onApplied={onApplied} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Sayt nomi'), 'Bozor yangiliklari');
    await user.type(screen.getByLabelText('Sayt manzili'), 'bozor yangiliklari');
    await user.click(screen.getByRole('button', { name: 'Ariza yuborish' }));
    expect(
      await screen.findByText(
        "Sayt manzili https://news.example.uz ko'rinishida bo'ladi",
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(onApplied).not.toHaveBeenCalled();
  });

  it('sends a good one and hands the application on', async () => {
    const application = {
      id: 3,
      site_name: 'Bozor yangiliklari',
      site_url: 'https://bozor.example.uz',
      note: '',
      status: 'pending',
      created_at: '2026-11-30T08:00:00Z',
      decided_at: null,
      ref: null,
    };
    const requests = fakeApi({
      'POST /partner/application': () => ({ status: 200, body: { result: application } }),
    });
    const onApplied = vi.fn();
    render(<ApplyForm again={false} onApplied={onApplied} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Sayt nomi'), 'Bozor yangiliklari');
    await user.type(screen.getByLabelText('Sayt manzili'), 'https://bozor.example.uz');
    await user.click(screen.getByRole('button', { name: 'Ariza yuborish' }));
    await waitFor(() => expect(onApplied).toHaveBeenCalledWith(application), WAIT);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      site_name: 'Bozor yangiliklari',
      site_url: 'https://bozor.example.uz',
      note: '',
    });
  });
});

describe("a partner's new key", () => {
  beforeEach(async () => {
    await resetAll('en');
  });

  it('with an origin that has a path is refused beside the field, and not sent', async () => {
    const requests = fakeApi({
      'GET /partner/keys': () => ({ status: 200, body: { result: [] } }),
    });
    render(<PartnerKeys partnerRef="p-1" />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Key name', {}, WAIT), 'News site');
    await user.type(screen.getByLabelText('Allowed origins'), 'https://news.example.uz/markets');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await waitFor(
      () =>
        expect(screen.getByLabelText('Allowed origins').getAttribute('aria-invalid')).toBe('true'),
      WAIT,
    );
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});
