// The audit log: every admin write, through the back office, the admin API or the command line
// (docs/decisions/0294-admin-audit-log.md), newest first, filtered by record, action, actor,
// channel and day. Each row shows the fields the write changed.
import styled from 'styled-components';
import type { AdminAuditEntry } from '@savdo/contract';
import { $language, formatDateTime } from '@savdo/core';
import { Badge, token, useStore, useT } from '@savdo/ui';
import type { DataColumn } from '@savdo/ui/data-table';
import { AdminList } from '../list/admin-list';
import { adminStrings } from '../strings';
import { changedFields } from './change-summary';

const Changes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${token('font-size-xs')};
  max-width: 420px;
  li {
    overflow-wrap: anywhere;
  }
  del {
    color: ${token('color-danger')};
  }
  ins {
    color: ${token('color-success')};
    text-decoration: none;
  }
`;

export function AuditSection() {
  const t = useT(adminStrings);
  const lang = useStore($language);
  const columns: DataColumn<AdminAuditEntry>[] = [
    { id: 'at', header: t('audit.at'), cell: (row) => formatDateTime(row.at, lang) },
    {
      id: 'actor',
      header: t('audit.actor'),
      cell: (row) => (
        <span>
          {row.actor_name}{' '}
          <Badge tone="neutral">{row.via === 'cli' ? t('audit.viaCli') : t('audit.viaHttp')}</Badge>
        </span>
      ),
    },
    { id: 'action', header: t('audit.action'), cell: (row) => <code>{row.action}</code> },
    {
      id: 'entity',
      header: t('audit.entity'),
      cell: (row) => (row.entity_id ? `${row.entity} #${row.entity_id}` : row.entity),
    },
    {
      id: 'change',
      header: t('audit.change'),
      cell: (row) => {
        const changes = changedFields(row.before, row.after);
        if (changes.length === 0) return t('common.none');
        return (
          <Changes>
            {changes.slice(0, 8).map((change) => (
              <li key={change.field}>
                {change.field ? <strong>{change.field}: </strong> : null}
                <del aria-label={t('audit.before')}>{change.before}</del> →{' '}
                <ins aria-label={t('audit.after')}>{change.after}</ins>
              </li>
            ))}
          </Changes>
        );
      },
    },
  ];
  return (
    <AdminList<AdminAuditEntry>
      api="/admin/audit"
      caption={(total) => t('audit.caption', { count: total })}
      columns={columns}
      rowKey={(row) => row.id}
      rowAttributes={(row) => ({ 'data-audit-action': row.action })}
      filters={[
        { name: 'entity', label: t('audit.entity'), kind: 'text' },
        { name: 'entity_id', label: t('audit.search'), kind: 'text' },
        { name: 'action', label: t('audit.action'), kind: 'text' },
        { name: 'actor', label: t('audit.actor'), kind: 'text' },
        {
          name: 'via',
          label: t('audit.via'),
          kind: 'select',
          options: [
            { value: 'http', label: t('audit.viaHttp') },
            { value: 'cli', label: t('audit.viaCli') },
          ],
        },
        { name: 'from', label: t('list.from'), kind: 'date' },
        { name: 'to', label: t('list.to'), kind: 'date' },
      ]}
      empty={t('audit.empty')}
    />
  );
}
