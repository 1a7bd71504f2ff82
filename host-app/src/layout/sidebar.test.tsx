// The sidebar highlights exactly one entry, the most specific one for the address: on an expert
// advisor of mine that is "My Expert Advisors", not "Algo trading" too (routes/active-nav.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { resetAll } from '../../../tests/kit/auth-test-helpers';
import { Sidebar } from './sidebar';

beforeEach(async () => {
  await resetAll('en');
});

function highlighted(path: string): string[] {
  const { container, unmount } = render(
    <MemoryRouter initialEntries={[path]}>
      <Sidebar id="nav" open={false} onClose={() => undefined} />
    </MemoryRouter>,
  );
  const active = [...container.querySelectorAll('a.active[data-nav]')].map(
    (a) => a.getAttribute('data-nav') ?? '',
  );
  expect(container.querySelectorAll('[aria-current="page"][data-nav]')).toHaveLength(active.length);
  unmount();
  return active;
}

describe('sidebar highlight: the longest matching sidebar path wins', () => {
  it('highlights only "My Expert Advisors" on /algo-trading/my/5', () => {
    expect(highlighted('/algo-trading/my/5')).toEqual(['myAlgoList']);
  });

  it('highlights "Algo trading" on a bot page', () => {
    expect(highlighted('/algo-trading/3')).toEqual(['algoTrading']);
  });
});
