// The host app's tree: the ui theme root (the site's palette is index.html's), the router, and
// the toasts.
import { BrowserRouter } from 'react-router';
import type { InAppRedirectPlan } from '@savdo/core';
import { SavdoRoot, Toaster } from '@savdo/ui';
import { AppRoutes } from '../routes/app-routes';
import { InAppBrowserNotice } from './in-app-browser-notice';

export interface AppProps {
  /** Set when the page opened inside an in-app browser: the app does not render there. */
  inAppPlan: InAppRedirectPlan | null;
}

export function App({ inAppPlan }: AppProps) {
  return (
    <SavdoRoot>
      {inAppPlan ? null : (
        // Declarative mode: the data router's loaders and actions are unused here and cost
        // about 17 KB gzip on every page (decision 0262).
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      )}
      {inAppPlan ? <InAppBrowserNotice plan={inAppPlan} /> : null}
      <Toaster />
    </SavdoRoot>
  );
}
