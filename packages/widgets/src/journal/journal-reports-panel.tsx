// The reports panel (docs/decisions/0318-journal-tags-and-reports.md), loaded when opened: the
// journal's filtered trades by setup tag, mistake tag, weekday, hour of entry and symbol, each a
// table with trades, win rate, net P&L, average R and profit factor, and a bar per row for the
// net P&L. The server groups them; weekday and hour are the viewer's clock (utc_offset).
import { useMemo } from 'react';
import styled from 'styled-components';
import {
  JOURNAL_REPORT_KINDS,
  type JournalFilters,
  type Language,
  type JournalReportKind,
  type JournalReportRow,
} from '@savdo/contract';
import { formatNumber } from '@savdo/core';
import { journalReportsQuery } from '@savdo/core/journal';
import {
  Button,
  LoadFailed,
  Modal,
  Skeleton,
  stackedRows,
  token,
  useLanguage,
  useStore,
  useT,
} from '@savdo/ui';
import { useQueryStoreFor } from '@savdo/ui/catalog';
// Its own module, not the ui index: only this panel stages its parts, and the index is in every
// widget's first download.
import { useStagedCount } from '@savdo/ui/hooks/use-staged-count';
import { journalTradeStrings } from './trade-strings';

// Only the reports in view are laid out and painted on open: with wide tag and symbol lists the
// five tables hold a hundred rows and more (tests/bench/journal-reports-panel.bench.ts).
// On a phone the six columns do not fit: each row is a card of labelled figures, as the journal's
// own table is (journal-table.tsx), instead of a table scrolled sideways.
const Body = styled.div`
  display: grid;
  gap: ${token('space-4')};
  section {
    content-visibility: auto;
    contain-intrinsic-size: auto 16rem;
  }
  h3 {
    margin: 0 0 ${token('space-2')};
    font-size: ${token('font-size-md')};
  }
  .scroll {
    overflow-x: auto;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${token('font-size-sm')};
  }
  th,
  td {
    padding: ${token('space-1')} ${token('space-2')};
    border-bottom: 1px solid ${token('color-border')};
    text-align: right;
    white-space: nowrap;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  .bar {
    display: inline-block;
    height: 0.6em;
    margin-right: ${token('space-1')};
    border-radius: 2px;
    vertical-align: middle;
  }
  .up {
    color: ${token('color-success')};
  }
  .down {
    color: ${token('color-danger')};
  }
  .bar.up {
    background: ${token('color-success')};
  }
  .bar.down {
    background: ${token('color-danger')};
  }
  .empty {
    color: ${token('color-text-muted')};
    margin: 0;
  }
  ${stackedRows('480px')}
  @media (max-width: 480px) {
    tbody th {
      display: block;
      padding: ${token('space-1')} ${token('space-3')};
      border: 0;
    }
  }
`;

/** Figures in the interface's number style (uz and ru: a decimal comma), as the journal's table. */
const fixedIn =
  (lang: Language) =>
  (n: number | null, digits = 2) =>
    n === null ? '—' : formatNumber(n, lang, { minDecimals: digits, maxDecimals: digits });

function ReportTable({
  kind,
  rows,
  label,
}: {
  kind: JournalReportKind;
  rows: JournalReportRow[];
  label: (row: JournalReportRow) => string;
}) {
  const t = useT(journalTradeStrings);
  const fixed = fixedIn(useLanguage());
  const widest = Math.max(1, ...rows.map((r) => Math.abs(r.net_pnl)));
  return (
    <section data-report={kind}>
      <h3>{t(`reports.${kind}`)}</h3>
      {rows.length === 0 ? (
        <p className="empty">{t('reports.empty')}</p>
      ) : (
        <div className="scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('reports.key')}</th>
                <th scope="col">{t('reports.trades')}</th>
                <th scope="col">{t('reports.winRate')}</th>
                <th scope="col">{t('reports.net')}</th>
                <th scope="col">{t('reports.avgR')}</th>
                <th scope="col">{t('reports.profitFactor')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const tone = row.net_pnl >= 0 ? 'up' : 'down';
                return (
                  <tr key={row.key}>
                    <th scope="row">{label(row)}</th>
                    <td data-label={t('reports.trades')}>{row.trades}</td>
                    <td data-label={t('reports.winRate')}>{fixed(row.win_rate, 1)}%</td>
                    <td className={tone} data-label={t('reports.net')}>
                      <span>
                        <span
                          className={`bar ${tone}`}
                          aria-hidden="true"
                          style={{
                            width: `${Math.round((Math.abs(row.net_pnl) / widest) * 48)}px`,
                          }}
                        />
                        {fixed(row.net_pnl)}
                      </span>
                    </td>
                    <td data-label={t('reports.avgR')}>{fixed(row.average_r)}</td>
                    <td data-label={t('reports.profitFactor')}>{fixed(row.profit_factor)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function JournalReportsPanel({
  filters,
  onClose,
}: {
  filters: JournalFilters;
  onClose: () => void;
}) {
  const t = useT(journalTradeStrings);
  // Minutes east of UTC: Tashkent is +300 (getTimezoneOffset answers -300 there).
  const utcOffset = useMemo(() => -new Date().getTimezoneOffset(), []);
  const $reports = useQueryStoreFor({ ...filters, utc_offset: utcOffset }, journalReportsQuery);
  const answer = useStore($reports);
  const days = t('reports.days').split(',');
  const label = (kind: JournalReportKind) => (row: JournalReportRow) => {
    if (kind === 'weekday') return days[Number(row.key) - 1] ?? row.key;
    if (kind === 'hour') return `${row.key.padStart(2, '0')}:00`;
    return row.key;
  };
  const reports = answer.data?.result;
  // One table per painted frame: the five together are one long task with wide tag and symbol
  // lists (tests/bench/journal-reports-panel.bench.ts).
  const shown = useStagedCount(reports ? JOURNAL_REPORT_KINDS.length : 0);
  return (
    <Modal
      open
      onClose={onClose}
      part="journal-reports"
      width={860}
      title={t('reports.title')}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('reports.close')}
        </Button>
      }
    >
      <Body>
        {answer.error && !answer.loading ? (
          <LoadFailed
            title={t('reports.failed')}
            retryLabel={t('reports.retry')}
            onRetry={() => $reports.invalidate()}
          />
        ) : !reports ? (
          <Skeleton height="16rem" aria-label={t('reports.loading')} />
        ) : (
          JOURNAL_REPORT_KINDS.slice(0, shown).map((kind) => (
            <ReportTable key={kind} kind={kind} rows={reports[kind]} label={label(kind)} />
          ))
        )}
      </Body>
    </Modal>
  );
}
