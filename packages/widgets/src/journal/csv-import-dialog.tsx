// CSV import: choose a file, the server checks every row; a file with bad rows imports nothing
// and the report lists each bad row (number, field, message), with the choice to import only
// the valid rows. The same file sent twice imports once (the server's content hash).
import { useState } from 'react';
import styled from 'styled-components';
import type { JournalImportReport } from '@savdo/contract';
import { apiErrorMessage } from '@savdo/core';
import { journalApi, journalChanged } from '@savdo/core/journal';
import { Button, FileButton, Modal, token, useT } from '@savdo/ui';
import { tradingJournalStrings } from './strings';
import { journalTradeStrings } from './trade-strings';

const Body = styled.div`
  display: grid;
  gap: ${token('space-3')};
  font-size: ${token('font-size-sm')};
  ol {
    margin: 0;
    padding-left: 1.2em;
    max-height: 14rem;
    overflow: auto;
    color: ${token('color-danger')};
  }
  .ok {
    color: ${token('color-success')};
  }
  .error {
    color: ${token('color-danger')};
  }
`;

export function CsvImportDialog({ onClose }: { onClose: () => void }) {
  const t = useT(tradingJournalStrings);
  const tt = useT(journalTradeStrings);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<JournalImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (acceptValid: boolean) => {
    if (!file || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await journalApi.importJournalCsv(file, acceptValid);
      setReport(answer.result);
      if (answer.result.imported > 0) journalChanged();
    } catch (error) {
      setFailure(apiErrorMessage(error, t('csv.failed')));
    } finally {
      setBusy(false);
    }
  };

  const blocked = report && report.imported === 0 && report.errors.length > 0 && !report.duplicate;
  return (
    <Modal
      open
      onClose={onClose}
      part="csv-import"
      title={tt('import.title')}
      description={`${tt('import.hint')} ${t('csv.importHint')}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('csv.close')}
          </Button>
          {blocked && report.valid_rows > 0 ? (
            <Button variant="secondary" disabled={busy} onClick={() => void send(true)}>
              {t('csv.acceptValid', { count: report.valid_rows })}
            </Button>
          ) : null}
          <Button disabled={!file || busy} onClick={() => void send(false)}>
            {busy ? t('csv.checking') : t('csv.check')}
          </Button>
        </>
      }
    >
      <Body>
        <FileButton
          accept=".csv,.htm,.html,text/csv,text/html"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setReport(null);
          }}
        >
          {file ? file.name : tt('import.choose')}
        </FileButton>
        {failure ? (
          <p className="error" role="alert">
            {failure}
          </p>
        ) : null}
        {report?.duplicate ? <p role="status">{t('csv.duplicate')}</p> : null}
        {report && (report.imported > 0 || report.already_imported > 0) ? (
          <p className="ok" role="status" data-import-result="">
            {tt('import.result', {
              imported: report.imported,
              already: report.already_imported,
            })}
          </p>
        ) : null}
        {blocked ? (
          <p role="alert">
            {t('csv.errorsTitle', {
              bad: new Set(report.errors.map((e) => e.row)).size,
              total: report.total_rows,
            })}
          </p>
        ) : null}
        {report && report.errors.length > 0 ? (
          <ol part="import-errors" aria-label={tt('import.title')}>
            {report.errors.map((e) => (
              <li key={`${e.row}-${e.field}`}>
                {t('csv.rowError', { row: e.row, field: e.field, message: e.message })}
              </li>
            ))}
          </ol>
        ) : null}
      </Body>
    </Modal>
  );
}
