// The sidebar highlights exactly one entry, the most specific one for the address: on an expert
// advisor of mine that is "My Expert Advisors", not "Algo trading" too (routes/active-nav.ts).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
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

function Where() {
  const { pathname } = useLocation();
  return (
    <output data-testid="where" data-type={useNavigationType()}>
      {pathname}
    </output>
  );
}

function renderSidebar(path: string, onClose = vi.fn()) {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Sidebar id="nav" open onClose={onClose} />
      <Where />
    </MemoryRouter>,
  );
  const where = view.getByTestId('where');
  const link = (page: string) =>
    view.container.querySelector<HTMLElement>(`a[data-nav="${page}"]`)!;
  return { view, where, link, onClose };
}

describe('sidebar links: plain anchors the router follows (link-navigation.ts)', () => {
  it('a click goes to the page in the app and closes the drawer', () => {
    const { where, link, onClose } = renderSidebar('/dashboard');
    expect(link('algoTrading').getAttribute('href')).toBe('/algo-trading');
    expect(fireEvent.click(link('algoTrading'))).toBe(false); // the browser does not follow it
    expect(where.textContent).toBe('/algo-trading');
    expect(where.dataset.type).toBe('PUSH');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the page already shown is replaced in the history, not pushed again', () => {
    const { where, link } = renderSidebar('/algo-trading');
    fireEvent.click(link('algoTrading'));
    expect(where.textContent).toBe('/algo-trading');
    expect(where.dataset.type).toBe('REPLACE');
  });

  it('a click with a modifier key or another button is left to the browser (a new tab)', () => {
    const { where, link, onClose } = renderSidebar('/dashboard');
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(fireEvent.click(link('algoTrading'), init)).toBe(true);
    }
    expect(where.textContent).toBe('/dashboard');
    expect(onClose).not.toHaveBeenCalled();
  });
});
