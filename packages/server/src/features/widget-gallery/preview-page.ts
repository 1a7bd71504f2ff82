/**
 * The widget gallery's live preview (docs/decisions/0324-widget-gallery-and-builder.md): one
 * element on an otherwise empty page, built from the query the builder sends —
 * `tag=savdo-…`, `a.<attribute>=<value>` for each attribute, `css.--savdo-…=<value>` for each
 * custom property, `height=<px>`. Served on the partner demo origin (a real foreign page, with
 * the demo partner's key) and, where no demo runs, on our own origin. Page input is untrusted:
 * the tag, attribute and property names must match narrow patterns, values are escaped, and a
 * property value may not contain what could end its declaration.
 */
import { escapeHtml } from '../../http/escape-html';

const TAG = /^savdo-[a-z][a-z0-9-]{0,60}$/;
const ATTRIBUTE = /^[a-z][a-z0-9-]{0,60}$/;
const CSS_PROPERTY = /^--savdo-[a-z0-9-]{1,60}$/;
// Colours, lengths, font lists: letters, digits, spaces and `#.,%()'"-`; never `;{}<>\`.
const CSS_VALUE = /^[#a-zA-Z0-9 .,%()'"-]{1,120}$/;
const MAX_ATTRIBUTES = 40;

export interface WidgetPreview {
  tag: string;
  attributes: ReadonlyArray<readonly [string, string]>;
  cssProperties: ReadonlyArray<readonly [string, string]>;
  /** The frame's content height in px (the element fills it). */
  height: number | null;
}

/** The preview the query asks for, or null when its tag is not an element name of ours. */
export function readWidgetPreview(query: URLSearchParams): WidgetPreview | null {
  const tag = query.get('tag') ?? '';
  if (!TAG.test(tag)) return null;
  const attributes: Array<readonly [string, string]> = [];
  const cssProperties: Array<readonly [string, string]> = [];
  for (const [key, value] of query) {
    if (key.startsWith('a.')) {
      const name = key.slice(2);
      if (ATTRIBUTE.test(name) && !name.startsWith('on') && value.length <= 500)
        attributes.push([name, value]);
    } else if (key.startsWith('css.')) {
      const name = key.slice(4);
      if (CSS_PROPERTY.test(name) && CSS_VALUE.test(value)) cssProperties.push([name, value]);
    }
  }
  const rawHeight = Number(query.get('height'));
  const height =
    Number.isInteger(rawHeight) && rawHeight >= 80 && rawHeight <= 2000 ? rawHeight : null;
  return {
    tag,
    attributes: attributes.slice(0, MAX_ATTRIBUTES),
    cssProperties: cssProperties.slice(0, MAX_ATTRIBUTES),
    height,
  };
}

export interface PreviewPageValues {
  nonce: string;
  /** Where savdo.js and the data come from. */
  apiOrigin: string;
  /** The demo partner's key on the partner origin; empty on our own origin. */
  partnerKey: string;
}

/** The page: the element, its custom properties in a nonce'd style, and the one script tag. */
export function renderWidgetPreview(preview: WidgetPreview, values: PreviewPageValues): string {
  const attributes = preview.attributes
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  const declarations = preview.cssProperties
    .map(([name, value]) => `${name}: ${escapeHtml(value)};`)
    .join(' ');
  const height = preview.height === null ? '' : ` min-height: ${preview.height}px;`;
  const nonce = escapeHtml(values.nonce);
  const api = escapeHtml(values.apiOrigin);
  const partner = values.partnerKey ? ` data-partner="${escapeHtml(values.partnerKey)}"` : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Savdo widget preview</title>
    <style nonce="${nonce}">
      body { margin: 0; padding: 12px; font-family: system-ui, sans-serif; background: transparent; }
      ${preview.tag} { display: block;${height} ${declarations} }
    </style>
  </head>
  <body>
    <${preview.tag}${attributes}></${preview.tag}>
    <script src="${api}/embed/v1/savdo.js" async nonce="${nonce}" data-api="${api}"${partner} data-nonce="${nonce}"></script>
  </body>
</html>
`;
}

/** The policy of the pages we serve to another origin (the partner demo, the preview): no inline
 * script or style without the nonce, data only from the API; `framedBy` may frame it. */
export function widgetPreviewPolicy(apiOrigin: string, nonce: string, framedBy: string): string {
  const socket = apiOrigin.replace(/^http/, 'ws');
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' ${apiOrigin}`,
    `style-src 'nonce-${nonce}'`,
    `connect-src ${apiOrigin} ${socket}`,
    `img-src ${apiOrigin} data: blob:`,
    `font-src ${apiOrigin}`,
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${framedBy}`,
  ].join('; ');
}
