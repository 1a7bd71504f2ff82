/**
 * Security headers of the host app's pages (docs/decisions/0080-serving.md). Scripts: only our
 * own files (the build emits no inline script), plus Google's and Telegram's sign-in scripts
 * when those sign-ins are configured. Styles allow inline: styled-components writes its rules
 * into <style> tags at run time and React writes style attributes.
 */
import type { ServerConfig } from '../config';

const GOOGLE = 'https://accounts.google.com';
const TELEGRAM = 'https://telegram.org';
const TELEGRAM_OAUTH = 'https://oauth.telegram.org';

/**
 * `previewOrigins`: where the widget gallery's preview frame may be drawn besides our own origin
 * (the partner demo page's origin, docs/decisions/0324-widget-gallery-and-builder.md). Our own
 * pages stay unframable (frame-ancestors 'none'), so 'self' in frame-src lets in only the
 * preview page, the one page of ours that allows it.
 */
export function contentSecurityPolicy(
  config: Pick<ServerConfig, 'google' | 'telegram'>,
  previewOrigins: readonly string[] = [],
): string {
  const script = ["'self'"];
  const style = ["'self'", "'unsafe-inline'"];
  const connect = ["'self'"];
  const frame: string[] = ["'self'", ...previewOrigins];
  const img = ["'self'", 'data:'];
  if (config.google) {
    script.push(`${GOOGLE}/gsi/client`);
    style.push(`${GOOGLE}/gsi/style`);
    connect.push(`${GOOGLE}/gsi/`);
    frame.push(`${GOOGLE}/gsi/`);
  }
  if (config.telegram) {
    // Telegram's login widget runs its `data-onauth` attribute through `new Function`, so with
    // Telegram sign-in configured (and only then) the pages allow eval; never inline scripts.
    script.push(TELEGRAM, "'unsafe-eval'");
    frame.push(TELEGRAM_OAUTH);
    img.push(TELEGRAM, 'https://t.me');
  }
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    `style-src ${style.join(' ')}`,
    `img-src ${img.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frame.join(' ')}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every header a host app page (index.html) carries. */
export function pageSecurityHeaders(
  config: Pick<ServerConfig, 'google' | 'telegram'>,
  previewOrigins: readonly string[] = [],
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config, previewOrigins),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    // Google's and Telegram's sign-in popups report back to their opener.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
  };
}
