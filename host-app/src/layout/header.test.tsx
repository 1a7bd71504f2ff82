// The header: balance in UZS, language (remembered, saved to the profile when signed in),
// theme, the notification bell, and sign-out.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  $auth,
  $language,
  $notifications,
  $themeChoice,
  login,
  setNotificationsUnreadCount,
} from '@savdo/core';
import { FIRST_SCREEN_ELEMENT_ID } from '@savdo/contract';
import { accessToken, apiUser, fakeApi, resetAll } from '../../../tests/kit/auth-test-helpers';
import { initialsOf } from './user-menu';
import { pathOf, renderApp } from '../../../tests/kit/render-app';

let requests: ReturnType<typeof fakeApi>;

beforeEach(async () => {
  await resetAll('en');
  requests = fakeApi({
    'GET /users/me': () => ({ status: 200, body: { result: apiUser({ balance: 2_500_000 }) } }),
    'PATCH /users/me/update': () => ({ status: 200, body: { result: apiUser() } }),
    'POST /auth/revoke': () => ({ status: 200, body: { result: { message: 'ok' } } }),
    'GET /auth/providers': () => ({
      status: 200,
      body: { result: { google_client_id: null, telegram_bot_name: null } },
    }),
  });
  login({ access_token: accessToken(), refresh_token: 'r', user: apiUser() });
});

describe('header', () => {
  it('shows the balance in UZS, refreshed from GET /users/me', async () => {
    renderApp('/dashboard');
    await waitFor(() =>
      expect(screen.getByTestId('balance').textContent).toContain('2\u202F500\u202F000 UZS'),
    );
  });

  it('switches the language, remembers it and saves it to the profile', async () => {
    renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('language-switcher'));
    await user.click(screen.getByRole('menuitemradio', { name: "O'zbekcha" }));
    expect(localStorage.getItem('i18nextLng')).toBe('uz');
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/users/me/update')?.body).toEqual({ language: 'uz' }),
    );
    expect(await screen.findByTestId('balance')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toContain("so'm"));
  });

  it('gives focus back to the language button before it switches (no layout of the restyled page inside the click)', async () => {
    renderApp('/dashboard');
    const user = userEvent.setup();
    const button = screen.getByTestId('language-switcher');
    await user.click(button);
    let focusedAtSwitch: Element | null = null;
    const stop = $language.listen(() => {
      focusedAtSwitch = document.activeElement;
    });
    await user.click(screen.getByRole('menuitemradio', { name: "O'zbekcha" }));
    stop();
    expect($language.get()).toBe('uz');
    expect(focusedAtSwitch).toBe(button);
  });

  it("keeps the page's content and the sidebar in their language until their strings change, a task after the click; the header carries the new one at once", async () => {
    renderApp('/dashboard');
    const user = userEvent.setup();
    const main = await screen.findByRole('main');
    const sidebar = document.getElementById('savdo-sidebar')!;
    const header = document.querySelector('header')!;
    expect([header.lang, main.lang, sidebar.lang]).toEqual(['en', 'en', 'en']);
    await user.click(screen.getByTestId('language-switcher'));
    // What the content says when the header first shows the new language.
    let contentAtSwitch: string[] = [];
    const button = screen.getByTestId('language-switcher');
    const watch = new MutationObserver(() => {
      if (!contentAtSwitch.length && button.textContent?.includes('UZ'))
        contentAtSwitch = [header.lang, main.lang, sidebar.lang];
    });
    watch.observe(button, { subtree: true, characterData: true, childList: true });
    await user.click(screen.getByRole('menuitemradio', { name: "O'zbekcha" }));
    await waitFor(() => expect(contentAtSwitch).not.toEqual([]));
    watch.disconnect();
    // The click's own render: the header in Uzbek, the content and the sidebar still in English.
    expect(contentAtSwitch).toEqual(['uz', 'en', 'en']);
    await waitFor(() => expect([main.lang, sidebar.lang]).toEqual(['uz', 'uz']));
  });

  it('switches the theme between light, dark and system', async () => {
    renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('theme-switcher'));
    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect($themeChoice.get()).toBe('dark');
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
    await user.click(screen.getByTestId('theme-switcher'));
    await user.click(screen.getByRole('menuitemradio', { name: 'System' }));
    expect($themeChoice.get()).toBe('system');
  });

  it("shows core's unread notification count on the bell", async () => {
    renderApp('/dashboard');
    setNotificationsUnreadCount(3);
    const bell = await screen.findByTestId('notification-bell');
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications: 3'));
    await userEvent.setup().click(bell);
    expect($notifications.get().isOpen).toBe(true);
    expect(within(screen.getByRole('dialog')).getByText('Notifications')).toBeTruthy();
  });

  it('signs out: revokes the session and goes to /auth', async () => {
    const { router } = renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('user-menu'));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(pathOf(router)).toBe('/auth'));
    expect(requests.some((r) => r.path === '/auth/revoke')).toBe(true);
    expect($auth.get().isAuthenticated).toBe(false);
  });

  it('under the first screen, draws its controls a task after the bar (start-up in short tasks, decision 0268)', async () => {
    const cover = document.createElement('div');
    cover.id = FIRST_SCREEN_ELEMENT_ID;
    document.body.append(cover);
    // What the page held when the bar first appeared: a MutationObserver's callback runs right
    // after the render that inserted it, before any later task.
    let controlsWithBar: boolean | null = null;
    const observer = new MutationObserver(() => {
      if (controlsWithBar === null && document.querySelector('header'))
        controlsWithBar = screen.queryByTestId('language-switcher') !== null;
    });
    try {
      observer.observe(document.body, { childList: true, subtree: true });
      renderApp('/dashboard');
      expect(await screen.findByTestId('language-switcher')).toBeTruthy();
      expect(screen.getByTestId('user-menu')).toBeTruthy();
      expect(controlsWithBar).toBe(false);
    } finally {
      observer.disconnect();
      cover.remove();
    }
  });

  it('names the account by initials', () => {
    expect(initialsOf({ name: 'Aziz Karimov', username: 'aziz' })).toBe('AK');
    expect(initialsOf({ name: '', username: 'trader' })).toBe('T');
    expect(initialsOf({ name: 'Ёқуб', username: 'y' })).toBe('Ё');
  });
});
