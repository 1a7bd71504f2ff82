// Where a sampled frame of the built host app's code came from: the source module and function,
// through the build's source maps (page-load-profile.mjs, page-load-tasks.mjs).
import { readFileSync, readdirSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

const ASSETS = 'host-app/dist/assets/';

/** A mapper for CPU-profile call frames of one build; it reads each source map once. */
export function sourceOrigins() {
  const assets = new Set(readdirSync(ASSETS));
  const maps = new Map();
  /** @returns {{ module: string, name: string }} */
  return (frame) => {
    // V8 names its own frames in brackets already: "(garbage collector)", "(root)".
    if (!frame.url) {
      const own = frame.functionName || 'native';
      return { module: own.startsWith('(') ? own : `(${own})`, name: '' };
    }
    const file = frame.url.split('/').pop() ?? '';
    // Some frames have no position (line -1, a script's own top level in some traces).
    if (!assets.has(`${file}.map`) || frame.lineNumber < 0)
      return { module: file, name: frame.functionName };
    if (!maps.has(file)) maps.set(file, new TraceMap(readFileSync(`${ASSETS}${file}.map`, 'utf8')));
    let at;
    try {
      at = originalPositionFor(maps.get(file), {
        line: frame.lineNumber + 1,
        column: frame.columnNumber,
      });
    } catch {
      // A position past the map's last mapped line: the chunk's own name is all there is.
      return { module: file, name: frame.functionName };
    }
    const module = (at.source ?? file).replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    return { module, name: `${at.name ?? frame.functionName ?? ''} (${module}:${at.line ?? '?'})` };
  };
}
