// Entry of the hosted site (host-app/index.html).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/app-strings';
import { App } from './app/app';
import { boot } from './app/boot';

const { inAppPlan } = boot();
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App inAppPlan={inAppPlan} />
    </StrictMode>,
  );
}
