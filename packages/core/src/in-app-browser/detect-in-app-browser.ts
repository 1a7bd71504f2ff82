// Social and messenger webviews (docs/product.md, "Rules that matter to a trader": in-app
// browsers): the app does not run there, it sends the visitor to the system browser. Detection
// reads only the user-agent string, so it is pure.

export type InAppBrowser =
  | 'Instagram'
  | 'Facebook'
  | 'Messenger'
  | 'Telegram'
  | 'TikTok'
  | 'Snapchat'
  | 'LinkedIn'
  | 'Line'
  | 'WeChat'
  | 'Twitter'
  | 'Android WebView';

// Order matters: Messenger and Instagram user agents also carry Facebook's FBAN/FBAV tokens.
const SIGNATURES: readonly (readonly [InAppBrowser, RegExp])[] = [
  ['Instagram', /\bInstagram\b/i],
  ['Messenger', /\bMessengerForiOS\b|\bFB_IAB\/MESSENGER\b|\bOrca-Android\b/i],
  ['Facebook', /\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bFBIOS\b/i],
  ['Telegram', /\bTelegram(Bot|-Android)?\b/i],
  ['TikTok', /musical_ly|BytedanceWebview|\bTikTok\b|\btrill_/i],
  ['Snapchat', /\bSnapchat\b/i],
  ['LinkedIn', /\bLinkedInApp\b/i],
  ['Line', /\bLine\/\d/],
  ['WeChat', /\bMicroMessenger\b/i],
  ['Twitter', /\bTwitter\b|\bTwitterAndroid\b/i],
  // Any other app's Android WebView marks itself with "; wv)" in the platform part.
  ['Android WebView', /;\s*wv\)/],
];

/** The in-app browser's name, or null in a regular browser. */
export function detectInAppBrowser(userAgent: string): InAppBrowser | null {
  for (const [name, pattern] of SIGNATURES) {
    if (pattern.test(userAgent)) return name;
  }
  return null;
}

/**
 * iPhone, iPad, iPod, and iPadOS, whose webviews may present a desktop "Macintosh" user agent.
 */
export function isAppleDevice(userAgent: string): boolean {
  return /\b(iPhone|iPad|iPod|Macintosh)\b/.test(userAgent);
}
