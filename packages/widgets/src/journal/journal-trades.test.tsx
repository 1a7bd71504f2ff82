// The journal's trades from prices, tags, reports and statement import on the client
// (docs/decisions/0317-journal-figures-from-prices.md, 0318, 0319): the form shows the P&L, risk
// and R the prices give as they are typed and sends the prices (not a typed P&L); the reports
// panel loads when opened and shows each report; the import dialog accepts statements and says
// how many trades were new and how many already there.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, resetCoreConfig, resetLive } from '@savdo/core';
import { TradingJournal } from '@savdo/widgets/journal';
import { journalRoutes, makeJournalEntry, type JournalServer } from '../../../../tests/kit';
import { fakeApi, signedIn } from '../../../../tests/kit/auth-test-helpers';

vi.mock('lightweight-charts', () => ({
  createChart: () => ({
    addSeries: () => ({ setData: () => undefined }),
    timeScale: () => ({ fitContent: () => undefined }),
    remove: () => undefined,
  }),
  BaselineSeries: {},
}));

afterEach(() => {
  resetLive();
  resetCoreConfig();
  clearToasts();
});

async function setUp(change?: (s: JournalServer) => void, lang: 'en' | 'ru' = 'en') {
  await signedIn(lang);
  resetCoreConfig();
  const server: JournalServer = {
    entries: [makeJournalEntry({ id: 1, setup_tags: ['breakout'], mistake_tags: ['fomo'] })],
    forms: [],
  };
  change?.(server);
  const requests = fakeApi(journalRoutes(server));
  render(<TradingJournal />);
  await waitFor(() => expect(document.querySelector('tr[data-entry-id]')).toBeTruthy());
  return { server, requests };
}

describe('journal trades from prices', () => {
  it('shows the figures the prices give as they are typed, and sends the prices and tags', async () => {
    const { requests } = await setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    const dialog = await screen.findByRole('dialog');
    const field = (name: string) => within(dialog).getByLabelText(name);
    await userEvent.type(field('Symbol'), 'xauusd');
    await userEvent.selectOptions(field('Direction'), 'short');
    await userEvent.type(field('Entry price'), '2350.1');
    await userEvent.type(field('Exit price'), '2340.1');
    await userEvent.type(field('Size (lots or units)'), '0.5');
    await userEvent.type(field('Stop price'), '2355.1');
    await userEvent.type(field('Fees and swap ($)'), '1');
    // 10 x 0.5 - 1 = 4 with point value 1; risk 5 x 0.5 = 2.5; R 1.6
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'Computed: P&L 4.00, risk 2.50, R 1.6',
    );
    expect((field('P&L ($)') as HTMLInputElement).value).toBe('4');
    await userEvent.type(field('Setup tags'), 'Breakout, news');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.path === '/trading-journal/new')).toBe(true));
    const sent = requests.find((r) => r.path === '/trading-journal/new')!.query;
    expect(sent.get('entry_price')).toBe('2350.1');
    expect(sent.get('stop_price')).toBe('2355.1');
    expect(sent.get('pnl')).toBeNull();
    expect(sent.get('setup_tags')).toBe('breakout,news');
  });

  it('asks for entry and size together, and for both with an exit price', async () => {
    await setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    const dialog = await screen.findByRole('dialog');
    // The prices are drawn a frame after the form opens (entry-form.tsx).
    await userEvent.type(await within(dialog).findByLabelText('Exit price'), '1.1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findAllByText(
        'Give the entry price and size together; an exit price needs both',
      ),
    ).toHaveLength(2);
  });

  // docs/decisions/0325-journal-clearing-prices.md
  it('clearing the exit price sends it as cleared, with a typed P&L instead of the computed one', async () => {
    const { requests } = await setUp((s) => {
      s.entries = [
        makeJournalEntry({
          id: 1,
          symbol: 'BTCUSD',
          entry_price: 100,
          exit_price: 110,
          size: 2,
          pnl: 20,
          risk: 0,
          rr: 0,
          r: null,
        }),
      ];
    });
    const row = () => document.querySelector('tr[data-entry-id="1"]')!;
    const pnlCell = () => row().querySelector('td.num')!.textContent;
    expect(pnlCell()).toContain('20');
    await userEvent.click(screen.getByRole('button', { name: 'Open BTCUSD' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit entry' });
    await within(form).findByLabelText('Exit price');
    const field = (name: string) => within(form).getByLabelText(name) as HTMLInputElement;
    expect(field('P&L ($)').value).toBe('20');
    await userEvent.clear(field('Exit price'));
    // No figures from the prices now: the P&L is typed again, and asked for.
    expect(within(form).queryByRole('status')).toBeNull();
    expect(field('P&L ($)').value).toBe('');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    await userEvent.type(field('P&L ($)'), '7.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    const sent = requests.find((r) => r.method === 'PATCH')!.query;
    expect(sent.get('exit_price')).toBe('');
    expect(sent.get('entry_price')).toBeNull();
    expect(sent.get('pnl')).toBe('7.5');
    expect(sent.get('win')).toBe('true');
    await waitFor(() => expect(pnlCell()).toContain('7.50'));
    expect(pnlCell()).not.toContain('20');
  });
});

describe('reports panel', () => {
  it('loads when opened and shows each report with its figures and weekday names', async () => {
    const { requests } = await setUp((s) => {
      s.reports = {
        setup: [
          {
            key: 'breakout',
            trades: 2,
            wins: 1,
            win_rate: 50,
            net_pnl: 50,
            average_r: 0.5,
            profit_factor: 2,
          },
        ],
        mistake: [],
        weekday: [
          {
            key: '1',
            trades: 2,
            wins: 1,
            win_rate: 50,
            net_pnl: 50,
            average_r: null,
            profit_factor: 2,
          },
        ],
        hour: [
          {
            key: '9',
            trades: 2,
            wins: 1,
            win_rate: 50,
            net_pnl: 50,
            average_r: null,
            profit_factor: 2,
          },
        ],
        symbol: [],
      };
    });
    expect(requests.some((r) => r.path === '/trading-journal/reports')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Reports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reports' });
    const setup = await waitFor(() => {
      const found = dialog.querySelector('[data-report="setup"]');
      expect(found?.querySelector('tbody tr')).toBeTruthy();
      return found as HTMLElement;
    });
    expect(within(setup).getByRole('rowheader').textContent).toBe('breakout');
    expect(
      within(setup)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '50.0%', '50.00', '0.50', '2.00']);
    // Each figure names its column, so a phone shows the rows as labelled cards (stackedRows).
    expect(
      within(setup)
        .getAllByRole('cell')
        .map((c) => c.dataset.label),
    ).toEqual(['Trades', 'Win rate', 'Net P&L', 'Average R', 'Profit factor']);
    // The tables appear one per painted frame, the setup table first.
    await waitFor(() => expect(dialog.querySelectorAll('[data-report]')).toHaveLength(5));
    expect(dialog.querySelector('[data-report="weekday"] th[scope="row"]')?.textContent).toBe(
      'Monday',
    );
    expect(dialog.querySelector('[data-report="hour"] th[scope="row"]')?.textContent).toBe('09:00');
    expect(
      within(dialog.querySelector('[data-report="mistake"]') as HTMLElement).getByText(
        'No data yet',
      ),
    ).toBeTruthy();
    const sent = requests.find((r) => r.path === '/trading-journal/reports')!.query;
    expect(sent.get('utc_offset')).toBe(String(-new Date().getTimezoneOffset()));
  });
});

describe('reports in Russian', () => {
  it('write their figures in the interface number style (a decimal comma), as the table does', async () => {
    const row = {
      key: 'eurusd',
      trades: 3,
      wins: 2,
      win_rate: 66.6667,
      net_pnl: 1234.5,
      average_r: 0.25,
      profit_factor: 1.5,
    };
    await setUp((s) => {
      s.reports = { setup: [], mistake: [], weekday: [], hour: [], symbol: [row] };
    }, 'ru');
    await userEvent.click(screen.getByRole('button', { name: 'Отчёты' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отчёты' });
    const symbol = await waitFor(() => {
      const found = dialog.querySelector('[data-report="symbol"]');
      expect(found?.querySelector('tbody tr')).toBeTruthy();
      return found as HTMLElement;
    });
    const cells = within(symbol)
      .getAllByRole('cell')
      .map((c) => c.textContent?.replace(/\s/g, ' '));
    expect(cells[1]).toBe('66,7%');
    expect(cells[3]).toBe('0,25');
    expect(cells[2]).toMatch(/^1 ?234,50$/);
  });
});

describe('the form in Russian', () => {
  it('writes the computed figures in the interface number style', async () => {
    await setUp(undefined, 'ru');
    await userEvent.click(screen.getByRole('button', { name: 'Добавить запись' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText('Цена входа');
    const field = (name: string) => within(dialog).getByLabelText(name);
    await userEvent.type(field('Цена входа'), '100');
    await userEvent.type(field('Цена выхода'), '101.5');
    await userEvent.type(field('Объём (лоты или единицы)'), '3');
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'Рассчитано: P&L 4,50, риск —, R —',
    );
  });
});

describe('statement import', () => {
  it('accepts .htm and .html and says how many trades were new and already there', async () => {
    await setUp((s) => {
      s.importReport = {
        total_rows: 2,
        valid_rows: 2,
        imported: 0,
        already_imported: 2,
        duplicate: true,
        errors: [],
        format: 'statement',
      };
    });
    await userEvent.click(screen.getByRole('button', { name: 'Import trades' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('Choose a file') as HTMLInputElement;
    expect(input.accept).toContain('.htm');
    await userEvent.upload(input, new File(['<html>'], 'statement.htm', { type: 'text/html' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check and import' }));
    expect((await within(dialog).findByText('New: 0, already there: 2')).textContent).toBeTruthy();
  });
});
