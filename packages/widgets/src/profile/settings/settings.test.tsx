// The settings widget: the theme choice (vite-ui-theme), the language saved here and
// to the profile when signed in (decision 9), the time zone saved to the profile and followed by
// the calendar's store, a failure worded 'Failed to update profile', and the notifications slot.
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserResponse } from '@savdo/contract';
import {
  $auth,
  $language,
  $savedTimeZone,
  $themeChoice,
  $timeZone,
  $toasts,
  $viewerKey,
  cachedQuery,
  clearToasts,
  login,
  primeQuery,
  queryKey,
  readSavedTimeZone,
  resetQueries,
  setTheme,
} from '@savdo/core';
import { PROFILE_ME_QUERY } from '@savdo/core/profile';
import { Settings } from '@savdo/widgets/profile/settings';
import {
  failure,
  makeProfileServer,
  profileRoutes,
  type ProfileServer,
} from '../../../../../tests/kit';
import { accessToken, fakeApi, resetAll } from '../../../../../tests/kit/auth-test-helpers';

let server: ProfileServer;
let requests: ReturnType<typeof fakeApi>;

async function setUp(signedIn: boolean, over: Partial<ProfileServer> = {}) {
  await resetAll('en');
  resetQueries();
  clearToasts();
  setTheme('system');
  $savedTimeZone.set(readSavedTimeZone());
  server = makeProfileServer(over);
  requests = fakeApi(profileRoutes(server));
  if (signedIn) login({ access_token: accessToken(), refresh_token: 'r', user: server.user });
}

const updates = () => requests.filter((r) => r.path === '/users/me/update').map((r) => r.body);

describe('Settings', () => {
  beforeEach(() => setUp(true));

  it('theme: light, dark or system, saved under vite-ui-theme', async () => {
    render(<Settings />);
    await userEvent.setup().click(screen.getByLabelText(/^Dark/));
    expect($themeChoice.get()).toBe('dark');
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
  });

  it('language: switches the interface and is saved to the profile (decision 9)', async () => {
    render(<Settings />);
    await userEvent.setup().click(screen.getByLabelText(/^Русский/));
    expect($language.get()).toBe('ru');
    await waitFor(() => expect(updates()).toEqual([{ language: 'ru' }]));
    expect(await screen.findByRole('heading', { name: 'Часовой пояс' })).toBeTruthy();
  });

  it("language: the saved user goes into the profile page's cache, the session user stays", async () => {
    primeQuery<UserResponse, undefined>(PROFILE_ME_QUERY, undefined, { result: server.user });
    const sessionUser = $auth.get().user;
    render(<Settings />);
    await userEvent.setup().click(screen.getByLabelText(/^Русский/));
    const key = queryKey(PROFILE_ME_QUERY, undefined, $viewerKey.get());
    await waitFor(() => expect(cachedQuery<UserResponse>(key)?.result.language).toBe('ru'));
    expect($auth.get().user).toBe(sessionUser);
  });

  it('time zone: the four zones and the browser, saved to the profile and followed by $timeZone', async () => {
    render(<Settings />);
    const group = document.querySelector('[data-choice-group="time-zone-choices"]');
    expect(group?.querySelectorAll('input[type=radio]')).toHaveLength(5);
    await userEvent.setup().click(screen.getByLabelText(/^UTC-5 New York/));
    expect($timeZone.get()).toBe('new_york');
    await waitFor(() => expect(updates()).toEqual([{ time_zone: 'new_york' }]));
  });

  it("a failed save says 'Failed to update profile' (the choice holds in this browser)", async () => {
    server.failUpdate = failure(503, '');
    render(<Settings />);
    await userEvent.setup().click(screen.getByLabelText(/^UTC\+0 London/));
    await waitFor(() =>
      expect($toasts.get().map((t) => t.message)).toContain('Failed to update profile'),
    );
    expect($timeZone.get()).toBe('london');
  });

  it("renders the notifications feature's preferences in their section", () => {
    render(<Settings notifications={<p>Notification preferences</p>} />);
    const slot = document.querySelector('[data-settings-section="notifications"]');
    expect(slot?.textContent).toBe('Notification preferences');
  });
});

describe('Settings signed out', () => {
  it('keeps the choices in this browser and asks the server nothing', async () => {
    await setUp(false);
    render(<Settings />);
    await userEvent.setup().click(screen.getByLabelText(/^UTC\+3 Moscow/));
    expect($timeZone.get()).toBe('moscow');
    expect(requests).toHaveLength(0);
  });
});
