// One analytics section: a heading, its figures as a definition list, then its chart or list.
import styled from 'styled-components';
import { cardFrame, token } from '@savdo/ui';
import { autoGrid } from '@savdo/ui/grid';

// h2: the page's h1 comes right before (a heading level is never skipped).
export const Section = styled.section`
  display: grid;
  gap: ${token('space-3')};
  align-content: start;
  min-width: 0;
  ${cardFrame}
  h2 {
    margin: 0;
    font-size: ${token('font-size-lg')};
  }
  dl {
    ${autoGrid({ min: '8rem', gap: 2, fill: true })}
    margin: 0;
  }
  dt {
    font-size: ${token('font-size-xs')};
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    font-size: ${token('font-size-lg')};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  [data-tone='up'] {
    color: ${token('color-success')};
  }
  [data-tone='down'] {
    color: ${token('color-danger')};
  }
  p {
    margin: 0;
    color: ${token('color-text-muted')};
  }
  label {
    display: grid;
    gap: ${token('space-1')};
  }
  progress {
    width: 100%;
    height: 0.6rem;
    accent-color: ${token('color-accent')};
  }
`;

/** A figure and its name. */
export function Figure({
  name,
  value,
  tone,
}: {
  name: string;
  value: string;
  tone?: 'up' | 'down';
}) {
  return (
    <div>
      <dt>{name}</dt>
      <dd data-tone={tone}>{value}</dd>
    </div>
  );
}

export function toneOf(value: number): 'up' | 'down' | undefined {
  if (value > 0) return 'up';
  if (value < 0) return 'down';
  return undefined;
}
