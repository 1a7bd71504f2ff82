// The contract builds its TypeBox schemas at module level. Those calls have no side effects,
// but a bundler cannot know that, so a page that imports only the contract's constants and
// enumerations (the widgets, the host app) would still carry every schema and TypeBox itself
// (about 18 KB gzip). This plugin marks each such call pure in the contract's sources (for the
// client bundles only; the server and the tests run the sources as they are), so unused schemas
// and TypeBox drop out. tests/unit/tooling/contract-tree-shaking.test.ts checks the bundles hold
// no TypeBox.

/**
 * Calls that build schemas (TypeBox's `Type.*` and the contract's own helpers) where code has
 * them: after `=`, `:`, `(`, `[`, `,` or `=>`, never inside a comment's backticks.
 */
const SCHEMA_CALL =
  /(?<=(?:[=:([,]|=>)\s*)(Type\.[A-Za-z]+|LiteralUnion|Nullable|ResultOf|PageOf|IdSchema|LiveEventOf|Price|ShortText)\(/g;

const CONTRACT_SOURCE = /[\\/]packages[\\/]contract[\\/]src[\\/].*\.ts$/;

/** A rollup (and Vite) plugin: `/*#__PURE__*\/` before every schema-building call. */
export function contractPureSchemas() {
  return {
    name: 'savdo-contract-pure-schemas',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT_SOURCE.test(id)) return null;
      return { code: code.replace(SCHEMA_CALL, '/*#__PURE__*/ $1('), map: null };
    },
  };
}

/**
 * TypeBox's modules set up registries when loaded, which keeps them in a bundle even when no
 * schema is built; for `treeshake.moduleSideEffects`.
 */
export function contractModuleSideEffects(id) {
  return !/[\\/]node_modules[\\/]typebox[\\/]/.test(id);
}
