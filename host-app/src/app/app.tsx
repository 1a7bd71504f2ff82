// The host app's tree: the ui theme root (with the site's palette), the router, and the toasts.
import { useMemo } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router';
import type { InAppRedirectPlan } from '@savdo/core';
import { SavdoRoot, Toaster } from '@savdo/ui';
import { appRoutes } from '../routes/app-routes';
import { HostTheme } from './host-theme';
import { InAppBrowserNotice } from './in-app-browser-notice';

export interface AppProps {
  /** Set when the page opened inside an in-app browser: the app does not render there. */
  inAppPlan: InAppRedirectPlan | null;
}

export function App({ inAppPlan }: AppProps) {
  const router = useMemo(() => (inAppPlan ? null : createBrowserRouter(appRoutes)), [inAppPlan]);
  return (
    <SavdoRoot>
      <HostTheme />
      {router ? <RouterProvider router={router} /> : null}
      {inAppPlan ? <InAppBrowserNotice plan={inAppPlan} /> : null}
      <Toaster />
    </SavdoRoot>
  );
}
