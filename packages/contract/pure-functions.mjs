// The contract builds its TypeBox schemas at module level. Those calls have no side effects,
// but a bundler cannot know that, so a page that imports only the contract's constants and
// enumerations (the widgets, the host app) would still carry every schema and TypeBox itself
// (about 18 KB gzip). This plugin marks each such call pure in the contract's sources (for the
// client bundles only; the server and the tests run the sources as they are), so unused schemas
// and TypeBox drop out. tests/unit/tooling/host-first-load.test.ts checks that the code every
// page loads holds no TypeBox.

/**
 * Calls that build schemas (TypeBox's `Type.*` and the contract's own helpers, which are all
 * named with a capital: `LiteralUnion`, `PageOf`, `MarketTime`...) where code has them: after
 * `=`, `:`, `(`, `[`, `,` or `=>` (with comments between: a documented union member), with
 * or without type arguments (`Type.Unsafe<T>(`), never inside a comment's backticks. A helper a feature adds is covered by its name alone.
 */
const SCHEMA_CALL =
  /(?<=(?:[=:([,]|=>)(?:\s|\/\*[\s\S]*?\*\/|\/\/[^\n]*\n)*)(Type\.[A-Za-z]+|[A-Z][A-Za-z0-9]*)(<[^()]*?>)?\(/g;

/**
 * A template literal with parts as a property's value: a schema's message (`status must be one
 * of: ${LIST.join(', ')}`, `limit ... ${PAGE_SIZE.instructions}`). Turning a part into text might
 * have effects to the bundler (a toString), so it keeps the schema's statement for it; the
 * minifier drops the schema later, but too late: what the schema named (LiteralUnion,
 * PageNumberSchema) was already linked across chunks, and TypeBox stayed in the shell chunk as
 * an export nobody imports. Wrapped in a pure call, the text goes with its schema.
 */
const TEMPLATE_VALUE = /(?<=\b[A-Za-z_$][\w$]*:\s*)(`[^`]*\$\{[^`]*`)(?=\s*[,}\n])/g;

// With the back office's copy of the contract too (back-office-copy.mjs).
const CONTRACT_SOURCE = /[\\/]packages[\\/]contract[\\/]src[\\/][^?]*\.ts(\?back-office)?$/;

/**
 * `...Schema.properties` (a schema's fields spread into another) reads a property, which a
 * bundler keeps even when the schema around it is dropped (a getter might have effects), and
 * with it the schema and TypeBox. Wrapped in a pure call, the read goes with its schema.
 */
function wrapPropertySpreads(code) {
  let out = '';
  let from = 0;
  for (;;) {
    const start = code.indexOf('...', from);
    if (start < 0) break;
    // The spread's expression: identifiers, dots and balanced parentheses up to `.properties`.
    let i = start + 3;
    let depth = 0;
    while (i < code.length) {
      const c = code[i];
      if (c === '(') depth += 1;
      else if (c === ')') {
        if (depth === 0) break;
        depth -= 1;
      } else if (depth === 0 && !/[\w$.]/.test(c)) break;
      i += 1;
    }
    const expression = code.slice(start + 3, i);
    if (expression.endsWith('.properties') && expression.length > '.properties'.length) {
      out += `${code.slice(from, start)}...(/*#__PURE__*/ (() => ${expression})())`;
    } else {
      out += code.slice(from, i);
    }
    from = i;
  }
  return out + code.slice(from);
}

/** A rollup (and Vite) plugin: `/*#__PURE__*\/` before every schema-building call. */
export function contractPureSchemas() {
  return {
    name: 'savdo-contract-pure-schemas',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT_SOURCE.test(id)) return null;
      const marked = code
        .replace(SCHEMA_CALL, '/*#__PURE__*/ $1$2(')
        .replace(TEMPLATE_VALUE, '/*#__PURE__*/ (() => $1)()');
      return { code: wrapPropertySpreads(marked), map: null };
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
