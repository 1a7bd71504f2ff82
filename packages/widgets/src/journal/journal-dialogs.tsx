// The journal's dialogs: an entry's view, the create/edit form, the delete confirmation, the CSV
// import and the reports. Which one is open lives in a store of its own that only this part
// listens to, so opening one renders the dialog alone and leaves the journal's toolbar, filters
// and table as they are (opening the form was one long task with the whole journal re-rendered:
// docs/decisions/0330-interactions-bench.md).
import { Suspense, lazy, useEffect, useState } from 'react';
import { atom, type WritableAtom } from 'nanostores';
import type { JournalEntry, JournalFilters } from '@savdo/contract';
import { useEmit, useStore } from '@savdo/ui';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { EntryView } from './entry-view';
import type { tradingJournalManifest } from './manifest';

// The form and the CSV import (with their file buttons) load when opened, which leaves the
// first load room for the filters' date fields
// (docs/decisions/0306-date-and-file-controls-follow-the-interface-language.md).
// Its code is also fetched once the journal is idle, so the first Add entry draws the form
// without fetching and running its code first (docs/decisions/0330-interactions-bench.md). A
// failed fetch is left to the opening to report (browsers that keep a failed module's error, as
// older ones do, show the same chunk error as an opening that failed itself).
const loadEntryForm = () => import('./entry-form').then((m) => ({ default: m.EntryForm }));
const EntryForm = lazy(loadEntryForm);
const CsvImportDialog = lazy(() =>
  import('./csv-import-dialog').then((m) => ({ default: m.CsvImportDialog })),
);
// The reports (decision 0318) too: the journal's embed budget has no room for them up front.
const JournalReportsPanel = lazy(() =>
  import('./journal-reports-panel').then((m) => ({ default: m.JournalReportsPanel })),
);

export type JournalDialog =
  | { kind: 'none' }
  | { kind: 'view'; id: number }
  | { kind: 'form'; entry?: JournalEntry }
  | { kind: 'delete'; entry: JournalEntry }
  | { kind: 'import' }
  | { kind: 'reports' };

export type JournalDialogStore = WritableAtom<JournalDialog>;

/** One journal's open dialog (none at first), the same store for the journal's lifetime. */
export function useJournalDialogStore(): JournalDialogStore {
  return useState(() => atom<JournalDialog>({ kind: 'none' }))[0];
}

interface JournalDialogsProps {
  $dialog: JournalDialogStore;
  /** The journal's filters: the reports cover what the list shows. */
  filters: JournalFilters;
}

/** The open dialog of one journal, if any. */
export function JournalDialogs({ $dialog, filters }: JournalDialogsProps) {
  const dialog = useStore($dialog);
  const emit = useEmit<typeof tradingJournalManifest>();
  const close = () => $dialog.set({ kind: 'none' });
  useEffect(() => {
    // Safari has no idle callback: there the opening fetches it, as before.
    const idle = window.requestIdleCallback?.(() => void loadEntryForm().catch(() => undefined));
    return () => {
      if (idle) cancelIdleCallback(idle);
    };
  }, []);
  return (
    <>
      {dialog.kind === 'view' ? (
        <EntryView
          id={dialog.id}
          onClose={close}
          onEdit={(entry) => $dialog.set({ kind: 'form', entry })}
          onDelete={(entry) => $dialog.set({ kind: 'delete', entry })}
        />
      ) : null}
      <Suspense fallback={null}>
        {dialog.kind === 'form' ? (
          <EntryForm
            entry={dialog.entry}
            onClose={() =>
              $dialog.set(dialog.entry ? { kind: 'view', id: dialog.entry.id } : { kind: 'none' })
            }
            onSaved={(entry) => {
              emit('savdo-journal-saved', { id: entry.id });
              $dialog.set({ kind: 'view', id: entry.id });
            }}
          />
        ) : null}
        {dialog.kind === 'delete' ? (
          <DeleteEntryDialog
            entry={dialog.entry}
            onClose={() => $dialog.set({ kind: 'view', id: dialog.entry.id })}
            onDeleted={(id) => {
              emit('savdo-journal-deleted', { id });
              close();
            }}
          />
        ) : null}
        {dialog.kind === 'import' ? <CsvImportDialog onClose={close} /> : null}
        {dialog.kind === 'reports' ? (
          <JournalReportsPanel filters={filters} onClose={close} />
        ) : null}
      </Suspense>
    </>
  );
}
