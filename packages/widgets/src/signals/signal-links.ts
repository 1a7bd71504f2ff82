// Links the signals widget shows: where to sign up or upgrade (on the product's own origin, also
// from a partner page), and chart images stored on the API server.
import { partnerLink } from '@savdo/core';

/** The product's sign-up page (the /auth page, registration tab), with a partner page's ref. */
export function defaultSignUpHref(apiBase: string): string {
  return partnerLink(`${apiBase}/auth?tab=register`);
}

/** The product's upgrade-plan page (/upgrade-plan). */
export function defaultUpgradeHref(apiBase: string): string {
  return `${apiBase}/upgrade-plan`;
}

/** A chart image URL: our own paths resolve against the API's origin (partner pages too). */
export function chartImageUrl(chartImage: string, apiBase: string): string {
  return chartImage.startsWith('/') && !chartImage.startsWith('//')
    ? `${apiBase}${chartImage}`
    : chartImage;
}
