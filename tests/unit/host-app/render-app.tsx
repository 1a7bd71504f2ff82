// Renders the host app's real routes in a memory router, inside the same providers as main.tsx.
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { SavdoRoot, Toaster } from '@savdo/ui';
import '../../../host-app/src/i18n/app-strings';
import { appRoutes } from '../../../host-app/src/routes/app-routes';

export function renderApp(path: string, state?: unknown) {
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [state === undefined ? path : { pathname: path, state }],
  });
  const view = render(
    <SavdoRoot>
      <RouterProvider router={router} />
      <Toaster />
    </SavdoRoot>,
  );
  return { router, ...view };
}

/** The router's current pathname. */
export function pathOf(router: ReturnType<typeof createMemoryRouter>): string {
  return router.state.location.pathname;
}
