// Reset-password and verify-email forms, wired to POST /auth/reset-password and /auth/verify.
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $auth, login } from '@savdo/core';
import { ResetPasswordForm, VerifyEmail } from '@savdo/widgets';
import { accessToken, apiUser, fakeApi, resetAll } from '../../../../tests/kit/auth-test-helpers';

beforeEach(async () => {
  await resetAll('en');
});

describe('ResetPasswordForm', () => {
  it('sends the token and the new password, then offers sign-in', async () => {
    const requests = fakeApi({
      'POST /auth/reset-password': () => ({ status: 200, body: { result: { message: 'ok' } } }),
    });
    render(<ResetPasswordForm token="tok-1" signInHref="/auth" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      (await screen.findByText('Your password has been reset. You can sign in with it now.'))
        .textContent,
    ).toBeTruthy();
    expect(requests[0]?.body).toEqual({ token: 'tok-1', password: 'newpass1' });
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/auth');
  });

  it("checks the length and that both passwords match ('Passwords don't match')", async () => {
    const requests = fakeApi({});
    render(<ResetPasswordForm token="tok-1" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), '123');
    await user.type(screen.getByLabelText('Confirm password'), '124');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it("shows the server's message when the link is refused", async () => {
    fakeApi({
      'POST /auth/reset-password': () => ({
        status: 400,
        body: { message: 'The link has expired' },
      }),
    });
    render(<ResetPasswordForm token="tok-1" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'newpass1');
    await user.type(screen.getByLabelText('Confirm password'), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The link has expired');
  });

  it('says the link is incomplete when it has no token', () => {
    render(<ResetPasswordForm token={null} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'This link is incomplete. Open the link from your email again.',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});

describe('VerifyEmail', () => {
  it('verifies the token once and marks the signed-in user verified', async () => {
    login({
      access_token: accessToken(),
      refresh_token: 'r',
      user: apiUser({ is_verified: false }),
    });
    const requests = fakeApi({
      'POST /auth/verify': () => ({ status: 200, body: { result: { message: 'ok' } } }),
    });
    const { unmount } = render(<VerifyEmail token="v-1" />);
    expect(await screen.findByText('Your email is verified.')).toBeTruthy();
    unmount();
    render(<VerifyEmail token="v-1" />);
    await screen.findByText('Your email is verified.');
    expect(requests.filter((r) => r.path === '/auth/verify')).toHaveLength(1);
    expect(requests[0]?.body).toEqual({ token: 'v-1' });
    expect($auth.get().user?.is_verified).toBe(true);
  });

  it('offers a new link to a signed-in user when the token is refused', async () => {
    login({
      access_token: accessToken(),
      refresh_token: 'r',
      user: apiUser({ is_verified: false }),
    });
    const requests = fakeApi({
      'POST /auth/verify': () => ({ status: 400, body: { message: 'The link has expired' } }),
      'POST /auth/request-verify-token': () => ({
        status: 200,
        body: { result: { message: 'sent' } },
      }),
    });
    render(<VerifyEmail token="v-2" />);
    expect((await screen.findByRole('alert')).textContent).toBe('The link has expired');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send a new link' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/auth/request-verify-token')?.body).toEqual({
        email: 'aziz@example.uz',
      }),
    );
    expect(
      await screen.findByText('A new verification link has been sent to your email.'),
    ).toBeTruthy();
  });

  it('says the link is incomplete when it has no token', () => {
    render(<VerifyEmail token={null} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'This link is incomplete. Open the link from your email again.',
    );
  });
});
