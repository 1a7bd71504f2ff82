// /widgets: open to a signed-out visitor; the gallery lists the partner widgets, and a widget's
// builder updates the preview frame and the snippet at once when a control changes.
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, resetAll } from '../../../../tests/kit/auth-test-helpers';
import { pathOf, renderApp } from '../../../../tests/kit/render-app';

beforeEach(async () => {
  await resetAll('en');
  fakeApi({});
});

describe('widget gallery', () => {
  it('lists the widgets for a signed-out visitor', async () => {
    const { router } = renderApp('/widgets');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Widgets' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Economic calendar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up: Trading signals' })).toBeTruthy();
    expect(pathOf(router)).toBe('/widgets');
  });

  it('a changed control updates the snippet at once and the preview frame after a pause', async () => {
    renderApp('/widgets?widget=calendar');
    const impact = (await screen.findByLabelText(
      'Impact',
      {},
      { timeout: 20_000 },
    )) as HTMLSelectElement;
    const code = () => document.querySelector('[data-snippet]')?.textContent ?? '';
    expect(code()).toContain('<savdo-economic-calendar></savdo-economic-calendar>');
    fireEvent.change(impact, { target: { value: 'high' } });
    expect(code()).toContain('<savdo-economic-calendar impact="high"></savdo-economic-calendar>');
    const frame = () => document.querySelector('[data-preview-frame]')?.getAttribute('src') ?? '';
    await waitFor(() => expect(frame()).toContain('a.impact=high'));
    // No language chosen: the snippet leaves it to the visitor, the preview speaks the page's.
    expect(frame()).toMatch(/^\/widgets\/preview\?tag=savdo-economic-calendar&a\.lang=en&/);

    fireEvent.click(screen.getByRole('tab', { name: 'Vue' }));
    expect(code()).toContain('<template>');
    expect(code()).toContain('impact="high"');
  });

  it('speaks Russian', async () => {
    await resetAll('ru');
    fakeApi({});
    renderApp('/widgets?widget=signals');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Торговые сигналы' },
        { timeout: 20_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Живой просмотр' })).toBeTruthy();
  });
});
