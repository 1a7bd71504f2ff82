// The forced password-setup dialog (docs/product.md, "Arriving through Google or Telegram";
// decision 10).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $auth, $toasts, i18n, login } from '@savdo/core';
import { PasswordSetupDialog, PasswordSetupGate } from '@savdo/widgets';
import {
  accessToken,
  apiUser,
  fakeApi,
  resetAll,
  type ApiAnswer,
} from '../../../../tests/kit/auth-test-helpers';

beforeEach(async () => {
  await resetAll('en');
});

function signInAs(overrides: Parameters<typeof apiUser>[0]) {
  login({ access_token: accessToken(), refresh_token: 'r', user: apiUser(overrides) });
}

const toasts = () => $toasts.get().map((t) => `${t.type}: ${t.message}`);

describe('PasswordSetupDialog', () => {
  it('Telegram arrival: title, text and button of the email-and-password mode', () => {
    render(<PasswordSetupDialog mode="email-and-password" />);
    const dialog = screen.getByRole('dialog');
    expect(screen.getByRole('heading').textContent).toBe("Xavfsizlik uchun parol o'rnating");
    expect(dialog.textContent).toContain(
      "Telegram orqali kirganingiz uchun email va parol o'rnatishingiz zarur.",
    );
    expect(screen.getByRole('button', { name: "Email va parolni o'rnatish" })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });

  it('Google arrival: a password only, with its own text and button', () => {
    render(<PasswordSetupDialog mode="password" />);
    expect(screen.getByRole('dialog').textContent).toContain(
      "Google orqali kirganingiz uchun hisobingizni himoya qilish maqsadida parol o'rnatishingiz zarur.",
    );
    expect(screen.getByRole('button', { name: "Parolni o'rnatish" })).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('cannot be closed while the password is unset (no close button, Escape ignored)', () => {
    render(<PasswordSetupDialog mode="password" />);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('is Uzbek in every interface language', async () => {
    await i18n.changeLanguage('ru');
    render(<PasswordSetupDialog mode="email-and-password" />);
    expect(screen.getByRole('heading').textContent).toBe("Xavfsizlik uchun parol o'rnating");
    expect(screen.getByLabelText('Parol')).toBeTruthy();
    expect(screen.getByLabelText('Parolni tasdiqlang')).toBeTruthy();
  });

  it('shows the validation messages of the password rules', async () => {
    const requests = fakeApi({});
    render(<PasswordSetupDialog mode="email-and-password" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: "Email va parolni o'rnatish" }));
    const text = () => screen.getByRole('dialog').textContent ?? '';
    expect(text()).toContain('Email manzil kiritish majburiy');
    expect(text()).toContain("Parol kamida 6 ta belgidan iborat bo'lishi kerak");
    expect(text()).toContain('Parolni tasdiqlash majburiy');
    await user.type(screen.getByLabelText('Email'), 'jasur@');
    await user.type(screen.getByLabelText('Parol'), 'abcdef1');
    await user.type(screen.getByLabelText('Parolni tasdiqlang'), 'abcdef2');
    expect(text()).toContain("Email manzil formati noto'g'ri");
    expect(text()).toContain('Parollar mos kelmaydi');
    expect(requests).toHaveLength(0);
  });

  it("shows the live 'Parol talablari:' checklist on focus and turns it green when all three are met", async () => {
    render(<PasswordSetupDialog mode="password" />);
    expect(screen.queryByText('Parol talablari:')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Parol'));
    expect(screen.getByText('Parol talablari:')).toBeTruthy();
    const box = () => screen.getByText('Parol talablari:').closest('[data-savdo-checklist]');
    expect(box()?.getAttribute('data-savdo-checklist')).toBe('unmet');
    await user.type(screen.getByLabelText('Parol'), 'abcdef');
    expect(box()?.getAttribute('data-savdo-checklist')).toBe('unmet');
    await user.type(screen.getByLabelText('Parol'), '1');
    expect(box()?.getAttribute('data-savdo-checklist')).toBe('met');
    // Leaving the field with a password that meets the rules hides it; one that fails keeps it.
    await user.click(screen.getByLabelText('Parolni tasdiqlang'));
    expect(screen.queryByText('Parol talablari:')).toBeNull();
  });

  it('only the 6-character minimum is enforced (letters-only passes)', async () => {
    const requests = fakeApi({
      'PATCH /users/me/set-password': () => ({ status: 200, body: { result: apiUser() } }),
    });
    signInAs({ is_password_set: false });
    render(<PasswordSetupDialog mode="password" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Parol'), 'abcdef');
    await user.type(screen.getByLabelText('Parolni tasdiqlang'), 'abcdef');
    await user.click(screen.getByRole('button', { name: "Parolni o'rnatish" }));
    await waitFor(() => expect(requests).toHaveLength(1));
  });

  it('Telegram arrival: sets the email first, then the password, updates the user, toasts and closes', async () => {
    const order: string[] = [];
    const requests = fakeApi({
      'PATCH /users/me/set-email': (r) => {
        order.push('email');
        return {
          status: 200,
          body: { result: apiUser({ email: String((r.body as { email: string }).email) }) },
        };
      },
      'PATCH /users/me/set-password': () => {
        order.push('password');
        return { status: 200, body: { result: apiUser() } };
      },
    });
    signInAs({ email: null, is_password_set: false });
    const onDone = vi.fn();
    render(<PasswordSetupDialog mode="email-and-password" onDone={onDone} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'jasur@example.uz');
    await user.type(screen.getByLabelText('Parol'), 'parol123');
    await user.type(screen.getByLabelText('Parolni tasdiqlang'), 'parol123');
    await user.click(screen.getByRole('button', { name: "Email va parolni o'rnatish" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(order).toEqual(['email', 'password']);
    expect(requests.map((r) => r.body)).toEqual([
      { email: 'jasur@example.uz' },
      { password: 'parol123' },
    ]);
    expect($auth.get().user?.email).toBe('jasur@example.uz');
    expect($auth.get().user?.is_password_set).toBe(true);
    expect(toasts()).toContain("success: Email va parol muvaffaqiyatli o'rnatildi");
  });

  it("reads 'O'rnatilmoqda...' while busy", async () => {
    let answer: (value: ApiAnswer) => void = () => undefined;
    fakeApi({
      'PATCH /users/me/set-password': () => new Promise<ApiAnswer>((resolve) => (answer = resolve)),
    });
    signInAs({ is_password_set: false });
    render(<PasswordSetupDialog mode="password" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Parol'), 'parol123');
    await user.type(screen.getByLabelText('Parolni tasdiqlang'), 'parol123');
    await user.click(screen.getByRole('button', { name: "Parolni o'rnatish" }));
    const busy = await screen.findByRole('button', { name: "O'rnatilmoqda..." });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await act(async () => answer({ status: 200, body: { result: apiUser() } }));
    await waitFor(() => expect(toasts()).toContain("success: Parol muvaffaqiyatli o'rnatildi"));
  });

  it("shows the server's data.message as an error toast, else 'Xatolik yuz berdi'", async () => {
    let status = 400;
    fakeApi({
      'PATCH /users/me/set-password': () =>
        status === 400 ? { status, body: { message: 'Password is too common' } } : { status },
    });
    signInAs({ is_password_set: false });
    render(<PasswordSetupDialog mode="password" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Parol'), 'parol123');
    await user.type(screen.getByLabelText('Parolni tasdiqlang'), 'parol123');
    await user.click(screen.getByRole('button', { name: "Parolni o'rnatish" }));
    await waitFor(() => expect(toasts()).toContain('error: Password is too common'));
    status = 502;
    await user.click(screen.getByRole('button', { name: "Parolni o'rnatish" }));
    await waitFor(() => expect(toasts()).toContain('error: Xatolik yuz berdi'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect($auth.get().user?.is_password_set).toBe(false);
  });

  it('a retry after a failed password call does not set the email again', async () => {
    let passwordCalls = 0;
    const requests = fakeApi({
      'PATCH /users/me/set-email': () => ({ status: 200, body: { result: apiUser() } }),
      'PATCH /users/me/set-password': () => {
        passwordCalls += 1;
        return passwordCalls === 1 ? { status: 500 } : { status: 200, body: { result: apiUser() } };
      },
    });
    signInAs({ email: null, is_password_set: false });
    render(<PasswordSetupDialog mode="email-and-password" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'jasur@example.uz');
    await user.type(screen.getByLabelText('Parol'), 'parol123');
    await user.type(screen.getByLabelText('Parolni tasdiqlang'), 'parol123');
    const button = screen.getByRole('button', { name: "Email va parolni o'rnatish" });
    await user.click(button);
    await waitFor(() => expect(passwordCalls).toBe(1));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    await user.click(button);
    await waitFor(() => expect(passwordCalls).toBe(2));
    expect(requests.filter((r) => r.path === '/users/me/set-email')).toHaveLength(1);
  });
});

describe('PasswordSetupGate', () => {
  it('shows the dialog only for a signed-in, non-banned user without a password', () => {
    const { rerender } = render(<PasswordSetupGate />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => signInAs({ is_password_set: false, email: null }));
    rerender(<PasswordSetupGate />);
    expect(screen.getByRole('dialog').textContent).toContain('Telegram orqali');
    act(() => signInAs({ is_password_set: false, is_banned: true }));
    rerender(<PasswordSetupGate />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => signInAs({ is_password_set: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
