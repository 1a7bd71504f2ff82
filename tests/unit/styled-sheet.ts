import { __PRIVATE__ } from 'styled-components';

/**
 * Empties styled-components' page sheet, as on a fresh page: tests/unit/setup.ts calls it before
 * each file. Kept across the files of a worker (one module graph and one jsdom per worker), the
 * sheet grew to ~2,500 rules by the last file; jsdom re-parses a style element's whole text at
 * each rule added and walks every rule in each getComputedStyle (which testing-library's role
 * queries call for each node), so the late files ran 3-6 times slower than alone
 * (docs/decisions/0279-test-lanes.md). Forgetting the names makes each component insert its
 * rules again at its next render. The sheet is styled-components' internal one (`__PRIVATE__`,
 * typed in its own declarations): tests/unit/tooling/styled-sheet.test.tsx fails if a new
 * version changes what this relies on.
 */
export function emptyStyledComponentsSheet(): void {
  const sheet = __PRIVATE__.mainSheet;
  sheet.names.clear();
  sheet.keyframeIds.clear();
  sheet.clearTag();
  document.head.querySelectorAll('style[data-styled]').forEach((node) => node.remove());
}
