// A back-office section loads its code when it is first opened (lazy-section.tsx): a spinner
// until then, and the network-error page with "try again" when the code cannot be downloaded.
import { Suspense, type ComponentType } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AreaSpinner } from '@savdo/ui';
import '../../i18n/app-strings';
import { RouteErrorBoundary } from '../route-error';
import { lazySection } from './lazy-section';
import { resetAll } from '../../../../tests/kit/auth-test-helpers';

beforeEach(async () => {
  await resetAll('en');
});

function Users() {
  return <h2>Users</h2>;
}

/** A module loader that the test settles by hand, counting its calls. */
function manualLoader() {
  const calls: { resolve(module: { Users: ComponentType }): void; reject(e: unknown): void }[] = [];
  const load = () =>
    new Promise<{ Users: ComponentType }>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

const show = (Section: ComponentType) =>
  render(
    <MemoryRouter>
      <RouteErrorBoundary>
        <Suspense fallback={<AreaSpinner minHeight="40vh" />}>
          <Section />
        </Suspense>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );

describe('a back-office section that loads when opened', () => {
  it('shows a spinner until the code has loaded, then the section', async () => {
    const { load, calls } = manualLoader();
    const Section = lazySection(load, (m) => m.Users);
    expect(calls).toHaveLength(0);
    show(Section);
    expect(calls).toHaveLength(1);
    expect(document.querySelector('[data-page-spinner]')).not.toBeNull();
    calls[0]?.resolve({ Users });
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    expect(document.querySelector('[data-page-spinner]')).toBeNull();
  });

  it('whose code cannot be downloaded shows the network-error page with "try again"', async () => {
    const { load, calls } = manualLoader();
    const Section = lazySection(load, (m) => m.Users);
    show(Section);
    calls[0]?.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
