/**
 * The demo landing page (demo/landing.html at /landing): widgets on our own origin, sharing the
 * visitor's session (docs/embedding.md, "Landing pages").
 */
import { defineFeature } from '../feature';
import { landingPage } from './routes';

export const landingFeature = defineFeature({
  name: 'landing',
  pages: [landingPage()],
});
