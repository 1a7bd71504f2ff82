// Plain anchors routed by their container (link-navigation.ts): only those marked data-route,
// only a plain left click, only on this site.
import { describe, expect, it } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { useLinkNavigation } from './link-navigation';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function Links() {
  return (
    <div onClick={useLinkNavigation()}>
      <a data-route="" href="/trading-signals" data-testid="routed">
        <span data-testid="inner">Signals</span>
      </a>
      <a href="/api/v1/files/report.pdf" data-testid="file">
        File
      </a>
      <a data-route="" href="https://example.com/x" data-testid="away">
        Away
      </a>
      <a data-route="" href="/economic-calendar" target="_blank" data-testid="tab">
        Tab
      </a>
    </div>
  );
}

function setUp() {
  const view = render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Links />
      <Where />
    </MemoryRouter>,
  );
  return { view, where: () => view.getByTestId('where').textContent };
}

describe('useLinkNavigation', () => {
  it('routes a click anywhere inside a marked link, and keeps the browser from following it', () => {
    const { view, where } = setUp();
    expect(fireEvent.click(view.getByTestId('inner'))).toBe(false);
    expect(where()).toBe('/trading-signals');
  });

  it('leaves to the browser an unmarked link, another site and a link that opens a tab', () => {
    const { view, where } = setUp();
    for (const id of ['file', 'away', 'tab']) {
      expect(fireEvent.click(view.getByTestId(id))).toBe(true);
    }
    expect(where()).toBe('/dashboard');
  });
});
