// The back office's save loop (useSchemaForm): the contract's check shows its errors from the
// first save on, a valid body is sent once, and the server's refusal goes beside the field it
// names or above the buttons (docs/decisions/0299-back-office-content-forms-and-uploads.md).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { AdminRefundBodySchema, type AdminRefundBody } from '@savdo/contract';
import { ApiRequestError } from '@savdo/core';
import { resetAll } from '../../../../../tests/kit/auth-test-helpers';
import { useSchemaForm } from './use-schema-form';

beforeEach(async () => {
  await resetAll('en');
});

function refundForm(send: (body: AdminRefundBody) => Promise<unknown>, onSent = vi.fn()) {
  return renderHook(() =>
    useSchemaForm({
      initial: () => ({ reason: '' }),
      schema: AdminRefundBodySchema,
      body: (draft: { reason: string }): AdminRefundBody => ({ reason: draft.reason.trim() }),
      fields: ['reason'],
      send,
      onSent,
    }),
  );
}

const refused = (status: number, data: unknown) => () =>
  Promise.reject(new ApiRequestError(status, data));

describe('useSchemaForm', () => {
  it('shows the errors after the first save, not before, and sends nothing while they stand', async () => {
    const send = vi.fn(() => Promise.resolve());
    const { result } = refundForm(send);
    expect(result.current.errors).toEqual({});
    act(() => result.current.set({ reason: 'x' }));
    expect(result.current.errors).toEqual({});

    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({ reason: 'Give a reason of at least 3 characters' });
    expect(send).not.toHaveBeenCalled();
    expect(result.current.sent).toBe(false);
  });

  it('a valid save sends the body once and reports that it went through', async () => {
    const send = vi.fn(() => Promise.resolve());
    const onSent = vi.fn();
    const { result } = refundForm(send, onSent);
    act(() => result.current.set({ reason: '  Paid twice  ' }));
    const event = { preventDefault: vi.fn() };

    await act(() => result.current.submit(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ reason: 'Paid twice' });
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ sent: true, busy: false, failure: null, errors: {} });
  });

  it('a refusal naming a field of the form lands beside it (by its message or its detail)', async () => {
    const byMessage = refundForm(refused(400, { message: 'reason must be shorter' }));
    act(() => byMessage.result.current.set({ reason: 'Paid twice' }));
    await act(() => byMessage.result.current.submit());
    expect(byMessage.result.current.errors).toEqual({ reason: 'reason must be shorter' });
    expect(byMessage.result.current.failure).toBeNull();

    const byDetail = refundForm(
      refused(400, { message: 'Invalid', detail: { reason: 'Too vague', other: 'Unseen' } }),
    );
    act(() => byDetail.result.current.set({ reason: 'Paid twice' }));
    await act(() => byDetail.result.current.submit());
    expect(byDetail.result.current.errors).toEqual({ reason: 'Too vague' });
    expect(byDetail.result.current.failure).toBeNull();
  });

  it('any other refusal is the general error; without a message, the admin fallback', async () => {
    const named = refundForm(refused(409, { message: 'Already refunded' }));
    act(() => named.result.current.set({ reason: 'Paid twice' }));
    await act(() => named.result.current.submit());
    expect(named.result.current.failure).toBe('Already refunded');
    expect(named.result.current.errors).toEqual({});
    expect(named.result.current.sent).toBe(false);

    const silent = refundForm(refused(500, null));
    act(() => silent.result.current.set({ reason: 'Paid twice' }));
    await act(() => silent.result.current.submit());
    expect(silent.result.current.failure).toBe('The change could not be saved. Please try again.');
  });

  it('is busy while sending, and a second save meanwhile does not send again', async () => {
    let answer: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const { result } = refundForm(send);
    act(() => result.current.set({ reason: 'Paid twice' }));

    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.submit();
      void result.current.submit();
    });
    expect(result.current.busy).toBe(true);
    act(() => void result.current.submit());
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => {
      answer();
      await first;
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.sent).toBe(true);
  });
});
