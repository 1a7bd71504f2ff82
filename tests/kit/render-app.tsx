// Renders the host app's real routes in a memory router, inside the same providers as main.tsx.
// The app runs react-router in declarative mode (decision 0262), so the returned `router` is a
// small probe with the two things the tests read: the current location and navigate().
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router';
import { SavdoRoot, Toaster } from '@savdo/ui';
import '../../host-app/src/i18n/app-strings';
import { AppRoutes } from '../../host-app/src/routes/app-routes';

export interface RouterProbe {
  state: { location: Location };
  navigate: NavigateFunction;
}

function Probe({ probe }: { probe: { location?: Location; navigate?: NavigateFunction } }) {
  const location = useLocation();
  const navigate = useNavigate();
  probe.location = location;
  useEffect(() => {
    probe.navigate = navigate;
  }, [navigate, probe]);
  return null;
}

export function renderApp(path: string, state?: unknown) {
  const seen: { location?: Location; navigate?: NavigateFunction } = {};
  const view = render(
    <SavdoRoot>
      <MemoryRouter initialEntries={[state === undefined ? path : { pathname: path, state }]}>
        <AppRoutes />
        <Probe probe={seen} />
      </MemoryRouter>
      <Toaster />
    </SavdoRoot>,
  );
  const router: RouterProbe = {
    state: {
      get location() {
        if (!seen.location) throw new Error('the router has not rendered');
        return seen.location;
      },
    },
    navigate: ((...args: Parameters<NavigateFunction>) => {
      if (!seen.navigate) throw new Error('the router has not rendered');
      return seen.navigate(...args);
    }) as NavigateFunction,
  };
  return { router, ...view };
}

/** The router's current pathname. */
export function pathOf(router: RouterProbe): string {
  return router.state.location.pathname;
}
