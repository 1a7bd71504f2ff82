// @vitest-environment node
// A styled template's text ships whole in the bundles, CSS comments too: ESLint refuses them in
// ui, the widgets and the host app (eslint.config.js), where a page's other syntax rule applies
// as well.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const source = [
  "import styled from 'styled-components';",
  'export const Box = styled.div`',
  '  /* why the box is positioned */',
  '  position: relative;',
  '`;',
  '// A comment beside the template is fine.',
  'export const Row = styled.div`',
  '  display: flex;',
  '`;',
].join('\n');

async function refusedLines(filePath: string): Promise<number[]> {
  const [result] = await new ESLint().lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax')
    .map((m) => m.line);
}

describe('CSS comments in styled templates', () => {
  it('are refused in ui, the widgets, the host app and its pages', async () => {
    for (const file of [
      'packages/ui/src/probe/probe.tsx',
      'packages/widgets/src/probe/probe.tsx',
      'host-app/src/layout/probe.tsx',
      'host-app/src/pages/probe-page.tsx',
    ])
      expect(await refusedLines(file), file).toEqual([2]);
  });
});
