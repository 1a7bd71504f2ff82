// The banner carousel: only what the server serves, turning by itself, pausing on
// hover, keyboard Left/Right, a pause button; contextual help for a page location; the help
// centre's searchable FAQ with the support slot; the FAQ search itself.
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, resetLive } from '@savdo/core';
import { BannerCarousel } from '@savdo/widgets/banners';
import { HelpCenter, PageHelp, searchInstructions } from '@savdo/ui/help';
import { makeBanner, makeInstruction, notificationsRoutes } from '../../../../tests/kit';
import { fakeApi, resetAll } from '../../../../tests/kit/auth-test-helpers';

afterEach(() => {
  vi.useRealTimers();
  resetLive();
  clearToasts();
});

const shown = () =>
  screen.getAllByTestId('banner').find((b) => b.getAttribute('aria-hidden') === 'false');

describe('BannerCarousel', () => {
  it('shows one banner at a time and turns every 6 seconds; hovering pauses it', async () => {
    await resetAll('en');
    fakeApi(
      notificationsRoutes({
        notifications: [],
        banners: [makeBanner({ id: 1, title: 'First' }), makeBanner({ id: 2, title: 'Second' })],
      }),
    );
    // Fake timers from the start (the rotation's interval starts once the banners arrive).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<BannerCarousel />);
    await screen.findByText('First');
    expect(shown()?.textContent).toContain('First');
    act(() => vi.advanceTimersByTime(6_000));
    expect(shown()?.textContent).toContain('Second');
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Promotions' }));
    act(() => vi.advanceTimersByTime(18_000));
    expect(shown()?.textContent).toContain('Second');
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Promotions' }));
    act(() => vi.advanceTimersByTime(6_000));
    expect(shown()?.textContent).toContain('First');
  });

  it('moves with Left and Right keys, dots and arrows; the pause button stops it', async () => {
    await resetAll('en');
    fakeApi(
      notificationsRoutes({
        notifications: [],
        banners: [1, 2, 3].map((id) => makeBanner({ id, title: `B${id}` })),
      }),
    );
    render(<BannerCarousel />);
    await screen.findByText('B1');
    const region = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(shown()?.textContent).toContain('B3');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shown()?.textContent).toContain('B1');
    fireEvent.click(screen.getByRole('button', { name: 'Go to banner 2' }));
    expect(shown()?.textContent).toContain('B2');
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(shown()?.textContent).toContain('B3');
    const pause = screen.getByRole('button', { name: 'Pause the rotation' });
    fireEvent.click(pause);
    expect(pause.getAttribute('aria-pressed')).toBe('true');
    vi.useFakeTimers();
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()?.textContent).toContain('B3');
  });

  it('follows a link inside the app through onOpenLink', async () => {
    await resetAll('en');
    fakeApi(notificationsRoutes({ notifications: [], banners: [makeBanner({ title: 'Go' })] }));
    const open = vi.fn();
    render(<BannerCarousel onOpenLink={open} />);
    fireEvent.click(await screen.findByText('Go'));
    expect(open).toHaveBeenCalledWith('/upgrade-plan', expect.objectContaining({ title: 'Go' }));
  });

  it('no banners: nothing at all', async () => {
    await resetAll('en');
    fakeApi(notificationsRoutes({ notifications: [], banners: [] }));
    const { container } = render(<BannerCarousel />);
    await waitFor(() => expect(container.querySelector('[aria-busy]')).toBeNull());
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});

describe('PageHelp (contextual instructions)', () => {
  it("opens the location's instructions in a dialog; other locations' stay out", async () => {
    await resetAll('en');
    fakeApi(
      notificationsRoutes({
        notifications: [],
        instructions: [
          makeInstruction({ title: 'How to top up your balance' }),
          makeInstruction({ location: 'signals', title: 'How to read a signal' }),
        ],
      }),
    );
    render(<PageHelp location="top_up" />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Help: Top-up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help: Top-up' });
    expect(within(dialog).getByText('How to top up your balance')).toBeTruthy();
    expect(within(dialog).getByText('Press the balance in the header.')).toBeTruthy();
    expect(within(dialog).queryByText('How to read a signal')).toBeNull();
  });

  it('renders nothing for a location without instructions', async () => {
    await resetAll('en');
    fakeApi(notificationsRoutes({ notifications: [], instructions: [makeInstruction()] }));
    const { container } = render(<PageHelp location="journal" />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
  });
});

describe('HelpCenter', () => {
  it('lists every instruction by location, searches them, and holds the support slot', async () => {
    await resetAll('ru');
    fakeApi(
      notificationsRoutes({
        notifications: [],
        instructions: [
          makeInstruction({ title: 'Как пополнить баланс', body: 'Нажмите на баланс.' }),
          makeInstruction({
            location: 'signals',
            title: 'Как читать сигнал',
            body: 'Вход и стоп.',
          }),
        ],
      }),
    );
    render(<HelpCenter support={<p>support-chat</p>} />);
    expect(await screen.findByText('Как пополнить баланс')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Торговые сигналы' })).toBeTruthy();
    expect(screen.getByText('support-chat')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Поиск по вопросам' });
    fireEvent.change(search, { target: { value: 'СИГНАЛ' } });
    expect(screen.queryByText('Как пополнить баланс')).toBeNull();
    expect(screen.getByText('Как читать сигнал')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'луна' } });
    expect(screen.getByText('По запросу «луна» ничего не найдено')).toBeTruthy();
  });

  it('the support conversation shows once the questions have answered, so they never push it down on phones', async () => {
    await resetAll('en');
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    onTestFinished(() => release());
    const routes = notificationsRoutes({ notifications: [], instructions: [makeInstruction()] });
    fakeApi({
      ...routes,
      'GET /instruction': async (request) => {
        await held;
        return routes['GET /instruction']!(request);
      },
    });
    render(<HelpCenter support={<p>support-chat</p>} />);
    const support = () => document.querySelector<HTMLElement>('[part="support"]')!;
    await new Promise((done) => setTimeout(done, 50));
    // Mounted (the conversation loads alongside) but not drawn.
    expect(support().hidden).toBe(true);
    expect(screen.getByText('support-chat', { selector: 'p' })).toBeTruthy();
    release();
    await waitFor(() => expect(support().hidden).toBe(false));
  });
});

describe('searchInstructions', () => {
  const items = [
    makeInstruction({ id: 1, title: "Balansni to'ldirish", body: 'Payme yoki Click' }),
    makeInstruction({ id: 2, title: 'Signal', body: 'stop-loss va take-profit' }),
  ];
  it('every word must match, in any case, Uzbek apostrophes alike', () => {
    expect(searchInstructions(items, 'TO‘LDIRISH').map((i) => i.id)).toEqual([1]);
    expect(searchInstructions(items, 'click balansni').map((i) => i.id)).toEqual([1]);
    expect(searchInstructions(items, 'click signal')).toEqual([]);
    expect(searchInstructions(items, '  ')).toHaveLength(2);
  });
});
