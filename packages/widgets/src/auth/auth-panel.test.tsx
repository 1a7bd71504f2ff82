// The sign-in / registration panel and its custom elements.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthPanel, defineAuthElements } from '@savdo/widgets';
import { resetAuthProviders } from '@savdo/widgets/auth/use-auth-providers';
import { accessToken, apiUser, fakeApi, resetAll } from '../../../../tests/kit/auth-test-helpers';

beforeEach(async () => {
  await resetAll('en');
  resetAuthProviders();
});

const noProviders = {
  'GET /auth/providers': () => ({
    status: 200,
    body: { result: { google_client_id: null, telegram_bot_name: null } },
  }),
};

describe('AuthPanel', () => {
  it("has two tabs, 'Sign in' and 'Create Account', switched by click and arrow keys", async () => {
    fakeApi(noProviders);
    render(<AuthPanel />);
    const user = userEvent.setup();
    const signInTab = screen.getByRole('tab', { name: 'Sign in' });
    expect(signInTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').querySelector('form')?.dataset.savdoForm).toBe('sign-in');
    await user.click(screen.getByRole('tab', { name: 'Create Account' }));
    expect(screen.getByRole('tabpanel').querySelector('form')?.dataset.savdoForm).toBe('register');
    screen.getByRole('tab', { name: 'Create Account' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sign in' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Sign in' }));
  });

  it('opens on the registration tab when asked, with an h1 title when it is the page', () => {
    fakeApi(noProviders);
    render(<AuthPanel initialTab="register" titleAs="h1" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create Account');
  });
});

function setValue(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

describe('auth elements', () => {
  it('<savdo-auth> renders the panel in its shadow root and announces savdo-signed-in', async () => {
    fakeApi({
      ...noProviders,
      'POST /auth/jwt/login': () => ({
        status: 200,
        body: { access_token: accessToken(), refresh_token: 'r', token_type: 'bearer' },
      }),
      'GET /users/me': () => ({ status: 200, body: { result: apiUser() } }),
    });
    defineAuthElements();
    defineAuthElements(); // a second definition never throws
    for (const tag of [
      'savdo-auth',
      'savdo-sign-in',
      'savdo-register',
      'savdo-password-setup',
      'savdo-reset-password',
      'savdo-verify-email',
    ]) {
      expect(customElements.get(tag), tag).toBeDefined();
    }
    const element = document.createElement('savdo-auth');
    const signedIn = vi.fn();
    element.addEventListener('savdo-signed-in', signedIn);
    document.body.append(element);
    const form = await waitFor(() => {
      const found = element.shadowRoot?.querySelector('form[data-savdo-form="sign-in"]');
      expect(found).toBeTruthy();
      return found as HTMLFormElement;
    });
    // user-event follows focus through document.activeElement, which stops at the shadow host:
    // set the values the way React listens for them instead.
    setValue(form.querySelector('input[name="username"]') as HTMLInputElement, 'aziz');
    setValue(form.querySelector('input[name="password"]') as HTMLInputElement, 'secret1');
    (form.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    await waitFor(() => expect(signedIn).toHaveBeenCalledTimes(1));
    element.remove();
    await new Promise((r) => setTimeout(r, 0));
  });
});
