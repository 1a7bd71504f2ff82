// <savdo-trading-journal>'s component: the list with filters and paging of 20, the
// statistics panel and heatmap, the entry view (and the spec's 'Failed to load journal entry.
// Please try again.'), the form's client-side checks, an edit sending only the changed field,
// delete with confirmation, and the CSV import's row-error report.
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearToasts, resetCoreConfig, resetLive } from '@savdo/core';
import { TradingJournal } from '@savdo/widgets/journal';
import {
  failure,
  journalRoutes,
  makeJournalEntry,
  type FakeRequest,
  type JournalServer,
} from '../../../../tests/kit';
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

async function setUp(change?: (s: JournalServer) => void, overrides = {}) {
  await signedIn('en');
  resetCoreConfig();
  const server: JournalServer = {
    entries: [
      makeJournalEntry({ id: 1, symbol: 'EURUSD', trade_date: '2026-03-01', pnl: 100, win: true }),
      makeJournalEntry({
        id: 2,
        symbol: 'XAUUSD',
        trade_date: '2026-03-02',
        pnl: -40,
        win: false,
        direction: 'short',
      }),
    ],
    forms: [],
  };
  change?.(server);
  const requests = fakeApi({ ...journalRoutes(server), ...overrides });
  return { server, requests };
}

const rows = () =>
  [...document.querySelectorAll<HTMLElement>('tr[data-entry-id]')].map((r) => r.dataset.entryId);
const loaded = () => waitFor(() => expect(rows().length).toBeGreaterThan(0));

describe('TradingJournal', () => {
  it('the figures and the entries are drawn together once the figures have answered, so the entries are not pushed down', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    onTestFinished(() => release());
    const server: { routes?: ReturnType<typeof journalRoutes> } = {};
    await setUp((s) => (server.routes = journalRoutes(s)), {
      'GET /trading-journal/stats': async (request: FakeRequest) => {
        await held;
        return server.routes!['GET /trading-journal/stats']!(request);
      },
    });
    render(<TradingJournal />);
    // The entries have come (mounted, hidden); the figures have not.
    await loaded();
    expect(document.querySelector('tr[data-entry-id]')!.closest('[hidden]')).not.toBeNull();
    release();
    await waitFor(() =>
      expect(document.querySelector('tr[data-entry-id]')!.closest('[hidden]')).toBeNull(),
    );
    expect(screen.getByTestId('journal-figures')).toBeTruthy();
  });

  it('lists entries newest first with statistics and a heatmap day per trading day', async () => {
    await setUp();
    render(<TradingJournal />);
    await loaded();
    expect(rows()).toEqual(['2', '1']);
    await waitFor(() =>
      expect(document.querySelector('[data-figure="total-pnl"]')?.textContent).toBe('+$60.00'),
    );
    expect(document.querySelector('[data-figure="win-rate"]')?.textContent).toBe('50%');
    expect(document.querySelector('rect[data-date="2026-03-02"]')?.getAttribute('data-pnl')).toBe(
      '-40',
    );
  });

  it('filters by outcome, asking the list and the statistics for the same filter', async () => {
    const { requests } = await setUp();
    render(<TradingJournal />);
    await loaded();
    await userEvent.selectOptions(screen.getByLabelText('Outcome'), 'loss');
    await waitFor(() => expect(rows()).toEqual(['2']));
    const last = (path: string) => requests.filter((r) => r.path === path).at(-1);
    expect(last('/trading-journal/all')?.query.get('win')).toBe('false');
    expect(last('/trading-journal/stats')?.query.get('win')).toBe('false');
  });

  it('pages by 20', async () => {
    await setUp((s) => {
      s.entries = Array.from({ length: 25 }, (_, i) =>
        makeJournalEntry({ id: 100 + i, trade_date: `2026-01-${String(i + 1).padStart(2, '0')}` }),
      );
    });
    render(<TradingJournal />);
    await loaded();
    // The first six rows, the rest a task at a time (ui's useRowsInSteps).
    await waitFor(() => expect(rows()).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
  });

  it("shows 'Failed to load journal entry. Please try again.' when an entry cannot be loaded", async () => {
    await setUp(undefined, { 'GET /trading-journal/:id': () => failure(503) });
    render(<TradingJournal />);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Open EURUSD' }));
    expect(await screen.findByText('Failed to load journal entry. Please try again.')).toBeTruthy();
  });

  it('checks the form before sending, with a message per field', async () => {
    const { requests } = await setUp();
    render(<TradingJournal />);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Risk ($)'), '-5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Cannot be negative')).toBeTruthy();
    expect(within(dialog).getAllByText('This field is required').length).toBeGreaterThanOrEqual(3);
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('an edit sends only the changed field; closing with unsaved changes asks first', async () => {
    const { requests } = await setUp();
    render(<TradingJournal />);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Open EURUSD' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit entry' });
    const rr = within(form).getByLabelText('Risk/reward ratio');
    await userEvent.clear(rr);
    await userEvent.type(rr, '2.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(await within(form).findByText('You have unsaved changes. Discard them?')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Keep editing' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    const patch = requests.find((r) => r.method === 'PATCH');
    expect([...(patch?.query.keys() ?? [])]).toEqual(['rr']);
    expect(patch?.query.get('rr')).toBe('2.5');
    expect(patch?.body).toBeUndefined();
  });

  it('deletes after confirmation', async () => {
    const { server } = await setUp();
    render(<TradingJournal />);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Open XAUUSD' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this entry?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows()).toEqual(['1']));
    expect(server.entries.map((e) => e.id)).toEqual([1]);
  });

  it('reports CSV row errors by row and field, and offers to import the valid rows', async () => {
    const { requests } = await setUp((s) => {
      s.importReport = {
        total_rows: 3,
        valid_rows: 2,
        imported: 0,
        duplicate: false,
        already_imported: 0,
        format: 'journal_csv',
        errors: [
          {
            row: 3,
            field: 'trade_date',
            message: 'trade_date must be a real date written as YYYY-MM-DD',
          },
        ],
      };
    });
    render(<TradingJournal />);
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Import trades' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.upload(
      within(dialog).getByLabelText('Choose a file'),
      new File(['x'], 'j.csv', { type: 'text/csv' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check and import' }));
    expect(
      await within(dialog).findByText(
        'Row 3, trade_date: trade_date must be a real date written as YYYY-MM-DD',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('1 of 3 rows have errors. Nothing was imported.')).toBeTruthy();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Import only the valid rows (2)' }),
    );
    await waitFor(() =>
      expect(
        requests
          .filter((r) => r.path === '/trading-journal/import')
          .at(-1)
          ?.query.get('accept_valid'),
      ).toBe('true'),
    );
  });
});
