// Lazy pages: a spinner while loading, 'Page not found: {page}' when the module cannot load.
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import '../../../host-app/src/i18n/app-strings';
import { PageSpinner, lazyPage } from '../../../host-app/src/routes/lazy-page';
import { resetAll } from '../widgets/auth/auth-test-helpers';

beforeEach(async () => {
  await resetAll('en');
});

describe('lazy pages', () => {
  it("show 'Page not found: {page}' when the page's module fails to load", async () => {
    const Missing = lazyPage('trading-journal', () => Promise.reject(new Error('chunk gone')));
    render(
      <Suspense fallback={<PageSpinner />}>
        <Missing />
      </Suspense>,
    );
    expect(await screen.findByText('Page not found: trading-journal')).toBeTruthy();
  });

  it('show a spinner until the page has loaded', async () => {
    let resolve: (value: { default: () => ReactElement }) => void = () => undefined;
    const Slow = lazyPage('slow', () => new Promise((r) => (resolve = r)));
    render(
      <Suspense fallback={<PageSpinner />}>
        <Slow />
      </Suspense>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    resolve({ default: () => <h1>Loaded</h1> });
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('translate the missing-page text', async () => {
    await resetAll('ru');
    const Missing = lazyPage('profile', () => Promise.reject(new Error('x')));
    render(
      <Suspense fallback={null}>
        <Missing />
      </Suspense>,
    );
    expect(await screen.findByText('Страница не найдена: profile')).toBeTruthy();
  });
});
