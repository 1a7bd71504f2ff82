// The profile widget: the details form with its live username check and the phone
// rule, 'Failed to update profile' on a failure, the email change waiting for verification, the
// last way to sign in, devices with sign-out (this one marked), plan and balance, visibility,
// the avatar's limits, and a sign-in link on a partner page.
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  $toasts,
  clearToasts,
  configureCore,
  login,
  resetCoreConfig,
  resetQueries,
} from '@savdo/core';
import { Profile } from '@savdo/widgets/profile/profile';
import { makeProfileServer, profileRoutes, type ProfileServer } from '../../../../../tests/kit';
import { accessToken, fakeApi, resetAll } from '../../../../../tests/kit/auth-test-helpers';

let server: ProfileServer;
let requests: ReturnType<typeof fakeApi>;

async function setUp(over: Partial<ProfileServer> = {}, language: 'en' | 'uz' | 'ru' = 'en') {
  await resetAll(language);
  resetQueries();
  clearToasts();
  server = makeProfileServer(over);
  requests = fakeApi(profileRoutes(server));
  login({ access_token: accessToken(), refresh_token: 'r', user: server.user });
  render(<Profile />);
  await waitFor(() => expect(document.querySelector('[data-profile-loading]')).toBeNull());
}

afterEach(() => {
  resetCoreConfig();
  clearToasts();
});

const section = (part: string) => {
  const el = document.querySelector<HTMLElement>(`[data-profile-section="${part}"]`);
  if (!el) throw new Error(`no section ${part}`);
  return el;
};
const toasts = () => $toasts.get().map((t) => `${t.type}: ${t.message}`);

describe('Profile details', () => {
  beforeEach(() => setUp());

  it('saves names, username and phone together', async () => {
    const user = userEvent.setup();
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Nodir');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('success: Saved'));
    const patch = requests.find((r) => r.method === 'PATCH' && r.path === '/users/me/update');
    expect(patch?.body).toMatchObject({
      first_name: 'Nodir',
      last_name: 'Karimov',
      username: 'aziz',
    });
  });

  it("'Invalid phone number' stops the save before anything is sent", async () => {
    const user = userEvent.setup();
    const phone = screen.getByLabelText('Phone number');
    await user.clear(phone);
    await user.type(phone, '((--))--');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid phone number')).toBeTruthy();
    expect(requests.some((r) => r.path === '/users/me/update')).toBe(false);
  });

  it('tells live whether the username is taken (GET /users/check)', async () => {
    const user = userEvent.setup();
    const field = screen.getByLabelText('Username');
    await user.clear(field);
    await user.type(field, 'taken_name');
    expect(
      await screen.findByText('This username is already taken', {}, { timeout: 20_000 }),
    ).toBeTruthy();
    const checks = requests.filter((r) => r.path === '/users/check');
    expect(checks.at(-1)?.query.get('username')).toBe('taken_name');
    // Debounced: not one call per keystroke.
    expect(checks.length).toBeLessThan('taken_name'.length);
  });
});

describe("'Failed to update profile'", () => {
  it('is shown when the save fails without a message of its own', async () => {
    await setUp({ failUpdate: { status: 500, body: {} } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts()).toContain('error: Failed to update profile'));
  });

  it('in Uzbek too', async () => {
    await setUp({ failUpdate: new Error('offline') }, 'uz');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(toasts()).toContain("error: Profilni yangilab bo'lmadi"));
  });
});

describe('Email change needs verification', () => {
  it('shows the waiting address and lets the change be cancelled', async () => {
    await setUp();
    const user = userEvent.setup();
    const email = within(section('email'));
    await user.type(email.getByLabelText('New email'), 'new@example.uz');
    await user.type(email.getByLabelText('Current password'), 'secret123');
    await user.click(email.getByRole('button', { name: 'Change email' }));
    expect(await email.findByText(/Waiting for new@example\.uz to be confirmed/)).toBeTruthy();
    expect(email.getByText('aziz@example.uz')).toBeTruthy();
    await user.click(email.getByRole('button', { name: 'Cancel the change' }));
    await waitFor(() => expect(email.queryByText(/Waiting for/)).toBeNull());
  });
});

describe('Linked accounts', () => {
  it('warns that the only way to sign in cannot be unlinked and shows the server refusal', async () => {
    await setUp();
    server.user = { ...server.user, is_password_set: false };
    await resetAll('en');
    resetQueries();
    requests = fakeApi(profileRoutes(server));
    login({ access_token: accessToken(), refresh_token: 'r', user: server.user });
    render(<Profile />);
    await waitFor(() => expect(document.querySelector('[data-profile-loading]')).toBeNull());
    const accounts = within(section('accounts'));
    expect(accounts.getByText(/only way to sign in/)).toBeTruthy();
    await userEvent.setup().click(accounts.getByRole('button', { name: 'Unlink' }));
    await waitFor(() =>
      expect(toasts()).toContain(
        'error: Set a password before disconnecting Google: it is your only way to sign in',
      ),
    );
  });

  it('unlinks when a password remains', async () => {
    await setUp();
    const accounts = within(section('accounts'));
    await userEvent.setup().click(accounts.getByRole('button', { name: 'Unlink' }));
    await waitFor(() =>
      expect(
        document.querySelector('[data-profile-provider="google"]')?.getAttribute('data-linked'),
      ).toBe('false'),
    );
  });
});

describe('Laid out at once', () => {
  it('the sections are drawn once the linked accounts and the devices have answered, so neither pushes the sections below it', async () => {
    await resetAll('en');
    resetQueries();
    clearToasts();
    server = makeProfileServer();
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    onTestFinished(() => release());
    const routes = profileRoutes(server);
    requests = fakeApi({
      ...routes,
      'GET /users/me/devices': async (request) => {
        await held;
        return routes['GET /users/me/devices']!(request);
      },
    });
    login({ access_token: accessToken(), refresh_token: 'r', user: server.user });
    render(<Profile />);
    await waitFor(() => expect(section('details')).toBeTruthy());
    await new Promise((done) => setTimeout(done, 50));
    // The profile has come, the devices have not: the sections wait, hidden, behind the skeleton.
    expect(document.querySelector('[data-profile-loading]')).not.toBeNull();
    expect(section('details').closest('[hidden]')).not.toBeNull();
    release();
    await waitFor(() => expect(document.querySelector('[data-profile-loading]')).toBeNull());
    expect(section('details').closest('[hidden]')).toBeNull();
  });
});

describe('Devices', () => {
  it('marks this device and signs another one out', async () => {
    await setUp();
    const devices = within(section('devices-section'));
    await waitFor(() => expect(devices.getByText('This device')).toBeTruthy());
    expect(devices.getAllByRole('button', { name: 'Sign out' })).toHaveLength(1);
    await userEvent.setup().click(devices.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(document.querySelectorAll('[data-profile-device]')).toHaveLength(1));
    expect(
      requests.some((r) => r.method === 'DELETE' && /^\/users\/me\/devices\/\d+$/.test(r.path)),
    ).toBe(true);
  });
});

describe('Plan, balance and visibility', () => {
  it('shows the plan with status and expiry, and the balance with its history link', async () => {
    await setUp();
    const plan = document.querySelector<HTMLElement>('[data-profile-plan]');
    expect(plan?.textContent).toContain('Pro');
    expect(plan?.textContent).toContain('Active');
    expect(plan?.textContent).toMatch(/Valid until/);
    const balance = within(
      document.querySelector<HTMLElement>('[data-profile-balance]') as HTMLElement,
    );
    expect(balance.getByRole('link', { name: 'Balance history' }).getAttribute('href')).toBe(
      '#balance-history',
    );
  });

  it('saves the visibility when a choice is picked', async () => {
    await setUp();
    await userEvent.setup().click(screen.getByLabelText(/^Friends/));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/users/me/update')?.body).toEqual({
        profile_visibility: 'friends',
      }),
    );
  });
});

describe('Avatar limits', () => {
  it('refuses a file over 5 MB or not an image before uploading', async () => {
    await setUp();
    const input = document.querySelector<HTMLInputElement>('[data-profile-avatar-input]');
    if (!input) throw new Error('no file input');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.setup().upload(input, big);
    expect(await screen.findByText('The image must be at most 5 MB')).toBeTruthy();
    expect(requests.some((r) => r.path === '/users/me/update/image')).toBe(false);
  });
});

describe('On a partner page', () => {
  it('shows a sign-in link and asks nothing', async () => {
    await resetAll('en');
    requests = fakeApi(profileRoutes(makeProfileServer()));
    configureCore({ mode: 'public' });
    render(<Profile />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
