// Entry of the hosted site (host-app/index.html).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/app-strings';
import { App } from './app/app';
import { boot } from './app/boot';
import { installVaultCipher } from '@savdo/core';
import { aesGcmCipher } from '@savdo/core/vault/aes-gcm-cipher';

// The hosted site always holds a session: its cipher comes with the first load.
installVaultCipher(aesGcmCipher);

const { inAppPlan } = boot();
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App inAppPlan={inAppPlan} />
    </StrictMode>,
  );
}
