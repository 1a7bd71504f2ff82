// What the builder hands a partner to copy: the same element in plain HTML, in React and in
// Vue (docs/embedding.md), and the query of its live preview frame. The script tag is once per
// page; the partner's key goes in data-partner (a placeholder until they have one) and their
// ref, when known, in data-ref (core's partners/snippet.ts writes the tag for the portal too).
import { embedScriptTag } from '@savdo/core/partners';

export const KEY_PLACEHOLDER = 'YOUR_PARTNER_KEY';

export interface SnippetInput {
  tag: string;
  attributes: ReadonlyArray<readonly [string, string]>;
  /** `--savdo-*` custom properties and their values. */
  css: ReadonlyArray<readonly [string, string]>;
  /** The API's origin, where savdo.js is served. */
  apiOrigin: string;
  partnerKey?: string;
  /** The partner's public id (data-ref), when the builder knows it. */
  partnerRef?: string | null;
  /** The element's height in px (null: its own). */
  height: number | null;
}

const quote = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function scriptTag(input: SnippetInput): string {
  return embedScriptTag({
    apiOrigin: input.apiOrigin,
    partnerKey: input.partnerKey || KEY_PLACEHOLDER,
    partnerRef: input.partnerRef ?? null,
  });
}

function declarations(input: SnippetInput): string[] {
  const lines = input.css.map(([name, value]) => `${name}: ${value};`);
  if (input.height !== null) lines.push(`min-height: ${input.height}px;`);
  return lines;
}

function htmlAttributes(input: SnippetInput): string {
  return input.attributes
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${quote(value)}"`))
    .join('');
}

export function htmlSnippet(input: SnippetInput): string {
  const css = declarations(input);
  const style = css.length
    ? `<style>\n  ${input.tag} {\n${css.map((line) => `    ${line}`).join('\n')}\n  }\n</style>\n`
    : '';
  return `${scriptTag(input)}\n${style}<${input.tag}${htmlAttributes(input)}></${input.tag}>\n`;
}

/** React 19 passes unknown props to custom elements as attributes; styles as an object. */
export function reactSnippet(input: SnippetInput): string {
  const props = input.attributes
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${quote(value)}"`))
    .join('');
  const css = [...input.css.map(([name, value]) => [name, value] as const)];
  if (input.height !== null) css.push(['minHeight', `${input.height}px`]);
  const style = css.length
    ? ` style={{ ${css.map(([name, value]) => `${name.startsWith('--') ? `'${name}'` : name}: '${value.replace(/'/g, "\\'")}'`).join(', ')} }}`
    : '';
  return [
    `// Once per app (index.html): ${scriptTag(input)}`,
    `export function SavdoWidget() {`,
    `  return <${input.tag}${props}${style} />;`,
    `}`,
    '',
  ].join('\n');
}

/** Vue needs the savdo- tags marked as custom elements (isCustomElement, docs/embedding.md). */
export function vueSnippet(input: SnippetInput): string {
  const css = declarations(input);
  const style = css.length ? ` style="${quote(css.join(' '))}"` : '';
  return [
    `<!-- Once per app (index.html): ${scriptTag(input)} -->`,
    '<template>',
    `  <${input.tag}${htmlAttributes(input)}${style}></${input.tag}>`,
    '</template>',
    '',
  ].join('\n');
}

/** The preview frame's query (the server's /widgets/preview reads the same names). */
export function previewQuery(input: SnippetInput): string {
  const query = new URLSearchParams({ tag: input.tag });
  for (const [name, value] of input.attributes) query.append(`a.${name}`, value);
  for (const [name, value] of input.css) query.append(`css.${name}`, value);
  if (input.height !== null) query.set('height', String(input.height));
  return query.toString();
}
