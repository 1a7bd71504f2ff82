// The economic calendar in the back office: the events by time, filtered by day, currency and
// impact, searched by name. An operator enters an event's actual value (it reaches every open
// calendar live, partners' pages too), corrects its other figures, or imports a week from a
// .csv or .json file.
import { useState } from 'react';
import styled from 'styled-components';
import {
  AdminCalendarPatchSchema,
  EVENT_IMPACTS,
  PublishActualBodySchema,
  type EconomicEvent,
} from '@savdo/contract';
import { $language, adminWrite, apiErrorMessage, formatDateTime } from '@savdo/core';
import {
  Badge,
  Button,
  Cluster,
  TextField,
  token,
  useStore,
  useT,
  type BadgeTone,
} from '@savdo/ui';
import type { DataColumn } from '@savdo/ui/data-table';
import { ActionDialog, type ActionDialogProps } from '../common/action-dialog';
import { AdminList } from '../list/admin-list';
import { adminStrings } from '../strings';

const Notice = styled.p<{ $error?: boolean }>`
  margin: 0 0 ${token('space-3')};
  color: ${(p) => (p.$error ? token('color-danger') : token('color-success'))};
`;

const Import = styled.div`
  max-width: 320px;
`;

const TONES: Record<EconomicEvent['impact'], BadgeTone> = {
  high: 'danger',
  medium: 'warning',
  low: 'neutral',
};

/** A figure's text as the form holds it: empty means "none" (null). */
const figure = (text: string | undefined) => (text?.trim() ? text.trim() : null);

type Dialog = Omit<ActionDialogProps, 'open' | 'onClose'> | null;

export function CalendarSection() {
  const t = useT(adminStrings);
  const lang = useStore($language);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null);

  const actualDialog = (event: EconomicEvent): Dialog => ({
    title: t('calendar.enterActual', { event: event.event }),
    description: t('calendar.actualText', {
      forecast: event.forecast ?? '—',
      previous: event.previous ?? '—',
    }),
    confirmLabel: t('calendar.publish'),
    fields: [{ name: 'actual', label: t('calendar.actual'), hint: '3.2%, 250K, -0.1' }],
    schema: PublishActualBodySchema,
    body: (values) => ({ actual: (values.actual ?? '').trim() }),
    onConfirm: (body) => adminWrite('post', `/admin/economic-calendar/${event.id}/actual`, body),
  });

  const editDialog = (event: EconomicEvent): Dialog => ({
    title: t('calendar.edit', { event: event.event }),
    description: t('calendar.editText'),
    confirmLabel: t('common.save'),
    fields: [
      { name: 'event', label: t('calendar.event'), hint: event.event },
      { name: 'forecast', label: t('calendar.forecast'), hint: event.forecast ?? '—' },
      { name: 'previous', label: t('calendar.previous'), hint: event.previous ?? '—' },
      { name: 'consensus', label: t('calendar.consensus'), hint: event.consensus ?? '—' },
    ],
    schema: AdminCalendarPatchSchema,
    // Only the fields the operator filled change; the hints show what is there now.
    body: (values) =>
      Object.fromEntries(
        (['event', 'forecast', 'previous', 'consensus'] as const)
          .filter((name) => values[name] !== undefined && values[name] !== '')
          .map((name) => [name, name === 'event' ? values[name]!.trim() : figure(values[name])]),
      ),
    onConfirm: (body) => adminWrite('patch', `/admin/economic-calendar/${event.id}`, body),
  });

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setNotice(null);
    try {
      const form = new FormData();
      form.append('file', file);
      const answer = await adminWrite<{ imported: number }>(
        'post',
        '/admin/economic-calendar/import-file',
        form,
      );
      setNotice({ text: t('calendar.imported', { count: answer.imported }) });
    } catch (error) {
      setNotice({ text: apiErrorMessage(error, t('common.failed')), error: true });
    }
  };

  const columns: DataColumn<EconomicEvent>[] = [
    {
      id: 'time',
      header: t('calendar.time'),
      sortable: true,
      cell: (e) => formatDateTime(e.time, lang),
    },
    { id: 'currency', header: t('calendar.currency'), sortable: true, cell: (e) => e.currency },
    { id: 'event', header: t('calendar.event'), cell: (e) => e.event },
    {
      id: 'impact',
      header: t('calendar.impact'),
      sortable: true,
      cell: (e) => <Badge tone={TONES[e.impact]}>{t(`calendar.impacts.${e.impact}`)}</Badge>,
    },
    {
      id: 'figures',
      header: t('calendar.figures'),
      cell: (e) => (
        <span>
          <strong data-actual>{e.actual ?? '—'}</strong> · {e.forecast ?? '—'} · {e.previous ?? '—'}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('users.actions'),
      cell: (e) => (
        <Cluster $gap={1}>
          <Button size="sm" onClick={() => setDialog(actualDialog(e))}>
            {t('calendar.actualButton')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setDialog(editDialog(e))}>
            {t('calendar.editButton')}
          </Button>
        </Cluster>
      ),
    },
  ];

  return (
    <>
      {notice ? (
        <Notice role={notice.error ? 'alert' : 'status'} $error={notice.error}>
          {notice.text}
        </Notice>
      ) : null}
      <AdminList<EconomicEvent>
        api="/admin/economic-calendar"
        caption={(total) => t('calendar.caption', { count: total })}
        columns={columns}
        rowKey={(e) => e.id}
        rowAttributes={(e) => ({ 'data-event': String(e.id) })}
        searchLabel={t('calendar.search')}
        defaultSort={{ id: 'time', desc: false }}
        filters={[
          { name: 'from', label: t('list.from'), kind: 'date' },
          { name: 'to', label: t('list.to'), kind: 'date' },
          { name: 'currency', label: t('calendar.currency'), kind: 'text' },
          {
            name: 'impact',
            label: t('calendar.impact'),
            kind: 'select',
            options: EVENT_IMPACTS.map((impact) => ({
              value: impact,
              label: t(`calendar.impacts.${impact}`),
            })),
          },
        ]}
        actions={
          <Import>
            <TextField
              label={t('calendar.import')}
              type="file"
              accept=".csv,.json,text/csv,application/json"
              onChange={(event) => void importFile(event.target.files?.[0])}
            />
          </Import>
        }
        empty={t('calendar.empty')}
      />
      {dialog ? <ActionDialog open {...dialog} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
