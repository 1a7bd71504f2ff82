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
import { adminWrite, apiErrorMessage, formatDateTime } from '@savdo/core';
import {
  Badge,
  Button,
  Cluster,
  TextField,
  token,
  useT,
  type BadgeTone,
  useLanguage,
} from '@savdo/ui';
import type { DataColumn } from '@savdo/ui/data-table';
import { ActionDialog, type ActionDialogProps } from '../common/action-dialog';
import { AdminList } from '../list/admin-list';
import { adminStrings } from '../strings';
import { calendarStrings } from './calendar-strings';

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
  const calendarT = useT(calendarStrings);
  const lang = useLanguage();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<{ text: string; error?: boolean } | null>(null);

  const actualDialog = (event: EconomicEvent): Dialog => ({
    title: calendarT('calendar.enterActual', { event: event.event }),
    description: calendarT('calendar.actualText', {
      forecast: event.forecast ?? '—',
      previous: event.previous ?? '—',
    }),
    confirmLabel: calendarT('calendar.publish'),
    fields: [{ name: 'actual', label: calendarT('calendar.actual'), hint: '3.2%, 250K, -0.1' }],
    schema: PublishActualBodySchema,
    body: (values) => ({ actual: (values.actual ?? '').trim() }),
    onConfirm: (body) => adminWrite('post', `/admin/economic-calendar/${event.id}/actual`, body),
  });

  const editDialog = (event: EconomicEvent): Dialog => ({
    title: calendarT('calendar.edit', { event: event.event }),
    description: calendarT('calendar.editText'),
    confirmLabel: t('common.save'),
    fields: [
      { name: 'event', label: calendarT('calendar.event'), hint: event.event },
      { name: 'forecast', label: calendarT('calendar.forecast'), hint: event.forecast ?? '—' },
      { name: 'previous', label: calendarT('calendar.previous'), hint: event.previous ?? '—' },
      { name: 'consensus', label: calendarT('calendar.consensus'), hint: event.consensus ?? '—' },
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
      setNotice({ text: calendarT('calendar.imported', { count: answer.imported }) });
    } catch (error) {
      setNotice({ text: apiErrorMessage(error, t('common.failed')), error: true });
    }
  };

  const columns: DataColumn<EconomicEvent>[] = [
    {
      id: 'time',
      header: calendarT('calendar.time'),
      sortable: true,
      cell: (e) => formatDateTime(e.time, lang),
    },
    {
      id: 'currency',
      header: calendarT('calendar.currency'),
      sortable: true,
      cell: (e) => e.currency,
    },
    { id: 'event', header: calendarT('calendar.event'), cell: (e) => e.event },
    {
      id: 'impact',
      header: calendarT('calendar.impact'),
      sortable: true,
      cell: (e) => (
        <Badge tone={TONES[e.impact]}>{calendarT(`calendar.impacts.${e.impact}`)}</Badge>
      ),
    },
    {
      id: 'figures',
      header: calendarT('calendar.figures'),
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
            {calendarT('calendar.actualButton')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setDialog(editDialog(e))}>
            {calendarT('calendar.editButton')}
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
        caption={(total) => calendarT('calendar.caption', { count: total })}
        columns={columns}
        rowKey={(e) => e.id}
        rowAttributes={(e) => ({ 'data-event': String(e.id) })}
        searchLabel={calendarT('calendar.search')}
        defaultSort={{ id: 'time', desc: false }}
        filters={[
          { name: 'from', label: t('list.from'), kind: 'date' },
          { name: 'to', label: t('list.to'), kind: 'date' },
          { name: 'currency', label: calendarT('calendar.currency'), kind: 'text' },
          {
            name: 'impact',
            label: calendarT('calendar.impact'),
            kind: 'select',
            options: EVENT_IMPACTS.map((impact) => ({
              value: impact,
              label: calendarT(`calendar.impacts.${impact}`),
            })),
          },
        ]}
        actions={
          <Import>
            <TextField
              label={calendarT('calendar.import')}
              type="file"
              accept=".csv,.json,text/csv,application/json"
              onChange={(event) => void importFile(event.target.files?.[0])}
            />
          </Import>
        }
        empty={calendarT('calendar.empty')}
      />
      {dialog ? <ActionDialog open {...dialog} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
