// The widgets' manifests describe every attribute, property, event and part for
// custom-elements.json and the tags' typings (both read the sources). At run
// time defineWidget reads only their names, types, values and defaults, so the embed build
// empties the documentation strings: a partner page does not download the reference manual
// (about 0.5 KB gzip per widget). Host app and tests run the sources as they are.

const MANIFEST_SOURCE =
  /[\\/]packages[\\/](widgets[\\/]src([\\/][^\\/]+)+|ui[\\/]src[\\/]define-widget)[\\/]manifest\.ts$/;

/** One string literal: '…', "…" or `…` (with escapes; no nested template literals). */
const STRING = String.raw`(?:'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|\x60(?:\\.|[^\x60\\])*\x60)`;
const DOC_PROPERTY = new RegExp(
  String.raw`\b(description|defaultNote|detail):(\s*)${STRING}(?:\s*\+\s*${STRING})*`,
  'g',
);

/** `description: '…'` (and defaultNote, detail) become `description: ''`. */
export function stripDocStrings(code) {
  return code.replace(DOC_PROPERTY, "$1:$2''");
}

/** A rollup plugin: empties the documentation strings of the widget manifests. */
export function stripManifestDocs() {
  return {
    name: 'savdo-strip-manifest-docs',
    transform(code, id) {
      return MANIFEST_SOURCE.test(id) ? { code: stripDocStrings(code), map: null } : null;
    },
  };
}
