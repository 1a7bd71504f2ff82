// The course routes render the widgets. The catalog's course link goes through the
// router; /video-courses/lessons/:id opens the player at that lesson of its course; the player's
// lesson choice follows in the address.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { login } from '@savdo/core';
import { accessToken, apiUser, fakeApi, resetAll } from '../../../../tests/kit/auth-test-helpers';
import { boughtModule, coursesRoutes, makeCourseCatalog, ok } from '../../../../tests/kit';
import { pathOf, renderApp } from '../../../../tests/kit/render-app';

beforeEach(async () => {
  await resetAll('en');
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  const catalog = makeCourseCatalog();
  fakeApi({
    ...coursesRoutes({
      ...catalog,
      modules: catalog.modules.map((m) => (m.id === 21 ? boughtModule(m, 1) : m)),
      balance: 1_000_000,
    }),
    'GET /users/me': () => ok({ result: apiUser() }),
  });
  login({ access_token: accessToken(3600), refresh_token: 'r', user: apiUser() });
});

afterEach(() => vi.restoreAllMocks());

describe('course pages', () => {
  it('/video-courses lists the courses; a course opens its page through the router', async () => {
    const { router } = renderApp('/video-courses');
    const link = await screen.findByRole(
      'link',
      { name: 'Technical analysis' },
      { timeout: 45_000 },
    );
    await userEvent.setup().click(link);
    // The course page is a lazy route: under a loaded machine its first import takes seconds.
    await waitFor(() => expect(pathOf(router)).toBe('/video-courses/2'), { timeout: 10_000 });
    expect(
      await screen.findByRole('heading', { name: 'Technical analysis' }, { timeout: 10_000 }),
    ).toBeTruthy();
  }, 90_000);

  it('the player is titled by its course (header and document title), not "Course player"', async () => {
    renderApp('/video-courses/2/player/203');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Technical analysis' },
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Technical analysis · Savdo'));
  }, 25_000);

  it('/video-courses/lessons/:id opens the player at that lesson of its course', async () => {
    const { router } = renderApp('/video-courses/lessons/203');
    await waitFor(() => expect(pathOf(router)).toBe('/video-courses/2/player/203'), {
      timeout: 20_000,
    });
    await waitFor(() =>
      expect(
        document.querySelector('[data-player-lesson]')?.getAttribute('data-player-lesson'),
      ).toBe('203'),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Previous lesson' }));
    await waitFor(() => expect(pathOf(router)).toBe('/video-courses/2/player/202'));
  }, 15_000);
});
