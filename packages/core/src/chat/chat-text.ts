// Chat text as parts to render: plain text, and http(s) URLs as links (spec: every message is
// text; links are shown but never executed). Anything else that looks like a link
// (javascript:, data:, mailto:) stays plain text. The widget renders the parts as text nodes
// and <a rel="noopener noreferrer" target="_blank">, never as HTML.
export type ChatTextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
// Closing punctuation right after a link belongs to the sentence, not to the address.
const TRAILING = /[.,;:!?)\]}'"»]+$/;

export function chatTextParts(text: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    let url = match[0];
    const trail = TRAILING.exec(url)?.[0] ?? '';
    url = url.slice(0, url.length - trail.length);
    const href = safeHref(url);
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: url, href });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The URL when it parses as http or https, else null. */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
