// The sign-in form (the sign-in rules of docs/product.md, 'Login failed' from the server's
// message).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $auth, getAccessToken, i18n } from '@savdo/core';
import { SignInForm } from '@savdo/widgets';
import { accessToken, apiUser, fakeApi, resetAll } from '../../../../tests/kit/auth-test-helpers';

beforeEach(async () => {
  await resetAll('en');
});

async function fill(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(screen.getByLabelText('Username or email'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('SignInForm', () => {
  it('requires the username and the password', async () => {
    const requests = fakeApi({});
    render(<SignInForm />);
    await fill('', '');
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(requests).toHaveLength(0);
  });

  it("rejects a username under 3 characters or with spaces: 'Enter a valid email or username (min 3 chars, no spaces)'", async () => {
    fakeApi({});
    render(<SignInForm />);
    await fill('a b', 'secret1');
    expect(
      screen.getByText('Enter a valid email or username (min 3 chars, no spaces)'),
    ).toBeTruthy();
  });

  it('wants a password of at least 6 characters', async () => {
    fakeApi({});
    render(<SignInForm />);
    await fill('aziz', '12345');
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
  });

  it('signs in with the form-encoded body and stores the session', async () => {
    const access = accessToken();
    const requests = fakeApi({
      'POST /auth/jwt/login': () => ({
        status: 200,
        body: { access_token: access, refresh_token: 'r1', token_type: 'bearer' },
      }),
      'GET /users/me': () => ({ status: 200, body: { result: apiUser() } }),
    });
    const onSignedIn = vi.fn();
    render(<SignInForm onSignedIn={onSignedIn} />);
    await fill('aziz', 'secret1');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    const login = requests.find((r) => r.path === '/auth/jwt/login');
    expect(new URLSearchParams(String(login?.body)).get('username')).toBe('aziz');
    expect($auth.get().isAuthenticated).toBe(true);
    expect(getAccessToken()).toBe(access);
  });

  it("shows the server's message when sign-in fails", async () => {
    fakeApi({
      'POST /auth/jwt/login': () => ({
        status: 400,
        body: { message: 'Incorrect username or password' },
      }),
    });
    render(<SignInForm />);
    await fill('aziz', 'secret1');
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect username or password');
    expect($auth.get().isAuthenticated).toBe(false);
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    fakeApi({ 'POST /auth/jwt/login': () => new TypeError('Failed to fetch') });
    render(<SignInForm />);
    await fill('aziz', 'secret1');
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed');
  });

  it('"Forgot password?" opens the recovery form with the username typed so far, and comes back', async () => {
    fakeApi({});
    render(<SignInForm />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username or email'), 'aziz');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const form = screen.getByRole('form', { name: 'Reset your password' });
    expect((screen.getByLabelText('Username or email') as HTMLInputElement).value).toBe('aziz');
    expect(document.activeElement).toBe(screen.getByLabelText('Username or email'));
    expect(form).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('form', { name: 'Sign in to your account' })).toBeTruthy();
  });

  it('"Forgot password?" hands the login to the parent when the parent shows the recovery form', async () => {
    const onForgotPassword = vi.fn();
    render(<SignInForm onForgotPassword={onForgotPassword} initialUsername="aziz@mail.uz" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onForgotPassword).toHaveBeenCalledWith('aziz@mail.uz');
  });

  it('speaks Uzbek and Russian, with the validation messages translated', async () => {
    await i18n.changeLanguage('uz');
    const { unmount } = render(<SignInForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kirish' }));
    expect(screen.getAllByText("Bu maydon to'ldirilishi shart")).toHaveLength(2);
    unmount();
    await i18n.changeLanguage('ru');
    render(<SignInForm />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getAllByText('Это поле обязательно')).toHaveLength(2);
  });
});
