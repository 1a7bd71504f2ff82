// The error pages (404, server error, validation error, network error, unauthorized, forbidden,
// unknown error) and how a router error picks one.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router';
import { ApiRequestError, ChunkLoadError } from '@savdo/core';
import '../i18n/app-strings';
import { ErrorPage, type ErrorKind } from './error-page';
import { RouteErrorBoundary, errorKindOf } from './route-error';
import { resetAll } from '../../../tests/kit/auth-test-helpers';

beforeEach(async () => {
  await resetAll('en');
});

const CASES: [ErrorKind, string, string[]][] = [
  ['notFound', '404 Page Not Found', ['Go home', 'Back']],
  ['server', '500 Internal Server Error', ['Try again', 'Contact support', 'Go home']],
  ['serverError', 'Server Error', ['Try again', 'Contact support', 'Go home']],
  ['validation', 'Validation Error', ['Back', 'Go home']],
  ['unknown', 'Unknown Error', ['Try again', 'Contact support', 'Go home']],
  ['network', 'Network Error', ['Try again', 'Go home']],
  ['unauthorized', 'Unauthorized Access', ['Go home', 'Back']],
  ['forbidden', 'Access Forbidden', ['Go home', 'Back', 'Contact support']],
];

describe('error pages', () => {
  it.each(CASES)('%s: title and actions', (kind, title, actions) => {
    render(
      <MemoryRouter>
        <ErrorPage kind={kind} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    const names = [...screen.queryAllByRole('button'), ...screen.queryAllByRole('link')].map(
      (el) => el.textContent,
    );
    expect(names.sort()).toEqual([...actions].sort());
  });

  it('contact support is a mail link', () => {
    render(
      <MemoryRouter>
        <ErrorPage kind="server" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toMatch(
      /^mailto:/,
    );
  });

  it('a router error picks the page: 400/422 validation, 5xx server, a part whose code did not download network, anything else unknown', () => {
    expect(errorKindOf(new ApiRequestError(400, null))).toBe('validation');
    expect(errorKindOf(new ApiRequestError(422, null))).toBe('validation');
    expect(errorKindOf(new ApiRequestError(500, null))).toBe('server');
    expect(errorKindOf(new ApiRequestError(503, null))).toBe('serverError');
    expect(errorKindOf(new ApiRequestError(401, null))).toBe('unauthorized');
    expect(errorKindOf(new ApiRequestError(403, null))).toBe('forbidden');
    expect(errorKindOf(new ApiRequestError(404, null))).toBe('notFound');
    expect(errorKindOf(new ApiRequestError(409, null))).toBe('unknown');
    expect(errorKindOf(new ApiRequestError(null, null))).toBe('unknown');
    expect(errorKindOf(new TypeError('Failed to fetch'))).toBe('unknown');
    expect(errorKindOf(new Error('render bug'))).toBe('unknown');
    expect(errorKindOf(new ChunkLoadError(new TypeError('Failed to fetch')))).toBe('network');
  });

  it('the server error page shows the status that failed', () => {
    render(
      <MemoryRouter>
        <ErrorPage kind="serverError" status={502} />
      </MemoryRouter>,
    );
    expect(screen.getByText('502')).toBeTruthy();
  });

  it('names the new pages in Russian and Uzbek too', async () => {
    for (const [language, titles] of [
      ['ru', ['Ошибка проверки данных', 'Ошибка сервера', 'Неизвестная ошибка']],
      ['uz', ['Tekshiruv xatosi', 'Server xatosi', "Noma'lum xato"]],
    ] as const) {
      await resetAll(language);
      for (const [i, kind] of (['validation', 'serverError', 'unknown'] as const).entries()) {
        const { unmount } = render(
          <MemoryRouter>
            <ErrorPage kind={kind} />
          </MemoryRouter>,
        );
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(titles[i]);
        unmount();
      }
    }
  });

  it('a page whose render throws shows the unknown error page; another address renders again', () => {
    const quiet = console.error;
    console.error = () => {};
    let navigate: NavigateFunction | undefined;
    function Broken(): never {
      throw new Error('render bug');
    }
    function Grab() {
      navigate = useNavigate();
      return null;
    }
    try {
      render(
        <MemoryRouter initialEntries={['/broken']}>
          <Grab />
          <RouteErrorBoundary>
            <Routes>
              <Route path="/broken" element={<Broken />} />
              <Route path="/fine" element={<p>fine page</p>} />
            </Routes>
          </RouteErrorBoundary>
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unknown Error');
      act(() => void navigate?.('/fine'));
      expect(screen.getByText('fine page')).toBeTruthy();
    } finally {
      console.error = quiet;
    }
  });
});
