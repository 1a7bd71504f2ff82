// The set-up's reset of styled-components' page sheet between files (tests/unit/styled-sheet.ts):
// the sheet is empty after it, and a component rendered again gets its rules back, so a file's
// computed styles are what a fresh page would have.
import { render } from '@testing-library/react';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { emptyStyledComponentsSheet } from '../styled-sheet';

const Hidden = styled.p`
  display: none;
`;

function styledRuleCount(): number {
  return Array.from(document.head.querySelectorAll('style[data-styled]')).reduce(
    (sum, node) => sum + ((node as HTMLStyleElement).sheet?.cssRules.length ?? 0),
    0,
  );
}

describe("styled-components' page sheet between test files", () => {
  it('is emptied, and a component rendered again inserts its rules again', () => {
    const first = render(<Hidden>x</Hidden>);
    expect(getComputedStyle(first.getByText('x')).display).toBe('none');
    expect(styledRuleCount()).toBeGreaterThan(0);
    first.unmount();

    emptyStyledComponentsSheet();
    expect(styledRuleCount()).toBe(0);

    const again = render(<Hidden>x</Hidden>);
    expect(getComputedStyle(again.getByText('x')).display).toBe('none');
  });
});
