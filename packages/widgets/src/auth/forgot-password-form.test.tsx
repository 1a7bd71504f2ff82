// Password recovery (docs/decisions/0280-password-recovery.md): the username or email with the
// sign-in rule, the reset link asked for, the same sent state whatever the server knows, the
// server's refusal shown (a 429 with its wait), in every language; the panel's recovery view.
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@savdo/core';
import { AuthPanel, ForgotPasswordForm } from '@savdo/widgets';
import { resetAuthProviders } from '@savdo/widgets/auth/use-auth-providers';
import { fakeApi, resetAll } from '../../../../tests/kit/auth-test-helpers';

beforeEach(async () => {
  await resetAll('en');
  resetAuthProviders();
});

const SENT = { status: 202, body: { result: { message: 'If an account with this email exists' } } };

async function ask(login: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText('Username or email');
  await user.clear(field);
  if (login) await user.type(field, login);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return user;
}

describe('ForgotPasswordForm', () => {
  it('wants a username or an email, with the sign-in messages, before asking anything', async () => {
    const requests = fakeApi({ 'POST /auth/forgot-password': () => SENT });
    render(<ForgotPasswordForm />);
    await ask('');
    expect(screen.getByText('This field is required')).toBeTruthy();
    await ask('a b');
    expect(
      screen.getByText('Enter a valid email or username (min 3 chars, no spaces)'),
    ).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('asks for the link with the login and shows the sent state, the same for any account', async () => {
    const requests = fakeApi({ 'POST /auth/forgot-password': () => SENT });
    render(<ForgotPasswordForm initialLogin="aziz" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send reset link' }));
    const sent = await screen.findByRole('status');
    expect(sent.textContent).toContain('If an account “aziz” exists');
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/auth/forgot-password', { login: 'aziz' }],
    ]);
    expect(document.querySelector('[data-savdo-forgot-password="sent"]')).toBeTruthy();
  });

  it("a 429 shows the server's message with the wait, also for 'Send again'", async () => {
    let calls = 0;
    fakeApi({
      'POST /auth/forgot-password': () => {
        calls += 1;
        return calls === 1
          ? SENT
          : { status: 429, body: { message: 'Too many requests. Try again in 14 minutes.' } };
      },
    });
    render(<ForgotPasswordForm initialLogin="aziz@mail.uz" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByRole('status');
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Try again in 14 minutes.',
    );
    // What was sent before still stands.
    expect(screen.getByRole('status').textContent).toContain('aziz@mail.uz');
  });

  it('a field refused by the server is shown on the field; no answer at all, a general failure', async () => {
    let answer: unknown = {
      status: 400,
      body: {
        message: 'Enter a valid email or username (min 3 chars, no spaces)',
        detail: { login: 'Enter a valid email or username (min 3 chars, no spaces)' },
      },
    };
    fakeApi({ 'POST /auth/forgot-password': () => answer as typeof SENT });
    render(<ForgotPasswordForm />);
    await ask('aziz');
    expect(
      await screen.findByText('Enter a valid email or username (min 3 chars, no spaces)'),
    ).toBeTruthy();
    answer = new TypeError('Failed to fetch');
    await ask('aziz');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The link could not be sent. Please try again.',
    );
  });

  it('speaks Uzbek and Russian', async () => {
    await i18n.changeLanguage('uz');
    fakeApi({ 'POST /auth/forgot-password': () => SENT });
    const { unmount } = render(<ForgotPasswordForm titleAs="h2" />);
    expect(screen.getByRole('heading', { name: 'Parolni tiklash' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Havolani yuborish' }));
    expect(screen.getByText("Bu maydon to'ldirilishi shart")).toBeTruthy();
    unmount();
    await i18n.changeLanguage('ru');
    render(<ForgotPasswordForm initialLogin="aziz" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect((await screen.findByRole('status')).textContent).toContain('Если аккаунт «aziz»');
  });
});

describe('AuthPanel: the recovery view', () => {
  const routes = {
    'GET /auth/providers': () => ({
      status: 200,
      body: { result: { google_client_id: null, telegram_bot_name: null } },
    }),
    'POST /auth/forgot-password': () => SENT,
  };

  it('"Forgot password?" replaces the tabs with the recovery form, and "Back to sign in" returns', async () => {
    fakeApi(routes);
    render(<AuthPanel titleAs="h1" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username or email'), 'aziz');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reset your password');
    expect(screen.queryByRole('tab')).toBeNull();
    expect((screen.getByLabelText('Username or email') as HTMLInputElement).value).toBe('aziz');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByRole('status');
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in to your account'),
    );
    expect(screen.getByRole('tab', { name: 'Sign in' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens on the recovery form when asked (/auth?tab=forgot-password)', () => {
    fakeApi(routes);
    render(<AuthPanel titleAs="h1" initialTab="forgot-password" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reset your password');
    expect(screen.getByRole('form', { name: 'Reset your password' })).toBeTruthy();
  });
});
