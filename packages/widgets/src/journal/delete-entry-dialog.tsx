// Delete with confirmation: the entry and its images go for good.
import { useState } from 'react';
import type { JournalEntry } from '@savdo/contract';
import { apiErrorMessage } from '@savdo/core';
import { journalApi, journalChanged } from '@savdo/core/journal';
import { Button, Modal, useLanguage, useT } from '@savdo/ui';
import { tradeDate } from './journal-format';
import { tradingJournalStrings } from './strings';

export function DeleteEntryDialog({
  entry,
  onClose,
  onDeleted,
}: {
  entry: JournalEntry;
  onClose: () => void;
  onDeleted: (id: number) => void;
}) {
  const t = useT(tradingJournalStrings);
  const lang = useLanguage();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    try {
      await journalApi.deleteJournalEntry(entry.id);
      journalChanged();
      onDeleted(entry.id);
    } catch (error) {
      setFailure(apiErrorMessage(error, t('remove.failed')));
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      part="delete-confirm"
      title={t('remove.title')}
      description={t('remove.text', {
        symbol: entry.symbol,
        date: tradeDate(entry.trade_date, lang),
      })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('remove.cancel')}
          </Button>
          <Button variant="danger" onClick={() => void remove()} disabled={busy}>
            {t('remove.confirm')}
          </Button>
        </>
      }
    >
      {failure ? <p role="alert">{failure}</p> : null}
    </Modal>
  );
}
