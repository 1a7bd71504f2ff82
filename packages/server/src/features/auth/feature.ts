/** Registration, sign-in (password, Google, Telegram), tokens, email links and throttling. */
import { defineFeature } from '../feature';
import { authEmailRoutes } from './email-routes';
import { authGoogleRoutes } from './google-routes';
import { authRoutes } from './routes';
import { authTelegramRoutes } from './telegram-routes';

export const authFeature = defineFeature({
  name: 'auth',
  routes: [authRoutes, authEmailRoutes, authGoogleRoutes, authTelegramRoutes],
  // Sent to the sessions or users a revocation ends; they are named by the publisher.
  liveAudiences: { 'session.revoked': 'explicit' },
});
