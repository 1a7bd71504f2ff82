// The embed snippet a partner pastes (docs/embedding.md, "Plain HTML"): the one script tag with
// their key and ref, and the elements. Kept apart from the portal so a widget builder can reuse it.
export interface SnippetOptions {
  /** Where savdo.js is served: the product's origin. */
  apiOrigin: string;
  /** The partner key (data-partner). */
  partnerKey: string;
  /** The partner's public id (data-ref): the widgets' links carry it as ?ref=. */
  partnerRef?: string | null;
  /** Custom element tag names, e.g. savdo-economic-calendar. */
  elements: readonly string[];
  /** Attributes every element gets (lang, theme). */
  attributes?: Readonly<Record<string, string>>;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The one script tag a page needs: the loader, with the partner's key and ref. */
export function embedScriptTag(
  options: Pick<SnippetOptions, 'apiOrigin' | 'partnerKey' | 'partnerRef'>,
): string {
  const ref = options.partnerRef ? ` data-ref="${escape(options.partnerRef)}"` : '';
  return `<script src="${escape(options.apiOrigin)}/embed/v1/savdo.js" async data-partner="${escape(options.partnerKey)}"${ref}></script>`;
}

/** The HTML to paste: the script tag, then one line per element. */
export function embedSnippet(options: SnippetOptions): string {
  const script = embedScriptTag(options);
  const attributes = Object.entries(options.attributes ?? {})
    .map(([name, value]) => ` ${name}="${escape(value)}"`)
    .join('');
  const elements = options.elements.map((tag) => `<${tag}${attributes}></${tag}>`);
  return [script, '', ...elements].join('\n');
}
