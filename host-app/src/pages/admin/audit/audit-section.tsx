// The audit log: every admin write, through the back office, the admin API or the command line
// (docs/decisions/0294-admin-audit-log.md), newest first, filtered by record, action, actor,
// channel and day. Each row shows the fields the write changed.
import styled from 'styled-components';
import type { AdminAuditEntry } from '@savdo/contract';
import { formatDateTime } from '@savdo/core';
import { Badge, token, useT, useLanguage } from '@savdo/ui';
import type { DataColumn } from '@savdo/ui/data-table';
import { AdminList } from '../list/admin-list';
import { adminStrings } from '../strings';
import { auditStrings } from './audit-strings';
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
  const auditT = useT(auditStrings);
  const lang = useLanguage();
  const columns: DataColumn<AdminAuditEntry>[] = [
    { id: 'at', header: auditT('audit.at'), cell: (row) => formatDateTime(row.at, lang) },
    {
      id: 'actor',
      header: auditT('audit.actor'),
      cell: (row) => (
        <span>
          {row.actor_name}{' '}
          <Badge tone="neutral">
            {row.via === 'cli' ? auditT('audit.viaCli') : auditT('audit.viaHttp')}
          </Badge>
        </span>
      ),
    },
    { id: 'action', header: auditT('audit.action'), cell: (row) => <code>{row.action}</code> },
    {
      id: 'entity',
      header: auditT('audit.entity'),
      cell: (row) => (row.entity_id ? `${row.entity} #${row.entity_id}` : row.entity),
    },
    {
      id: 'change',
      header: auditT('audit.change'),
      cell: (row) => {
        const changes = changedFields(row.before, row.after);
        if (changes.length === 0) return t('common.none');
        return (
          <Changes>
            {changes.slice(0, 8).map((change) => (
              <li key={change.field}>
                {change.field ? <strong>{change.field}: </strong> : null}
                <del aria-label={auditT('audit.before')}>{change.before}</del> →{' '}
                <ins aria-label={auditT('audit.after')}>{change.after}</ins>
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
      caption={(total) => auditT('audit.caption', { count: total })}
      columns={columns}
      rowKey={(row) => row.id}
      rowAttributes={(row) => ({ 'data-audit-action': row.action })}
      filters={[
        { name: 'entity', label: auditT('audit.entity'), kind: 'text' },
        { name: 'entity_id', label: auditT('audit.search'), kind: 'text' },
        { name: 'action', label: auditT('audit.action'), kind: 'text' },
        { name: 'actor', label: auditT('audit.actor'), kind: 'text' },
        {
          name: 'via',
          label: auditT('audit.via'),
          kind: 'select',
          options: [
            { value: 'http', label: auditT('audit.viaHttp') },
            { value: 'cli', label: auditT('audit.viaCli') },
          ],
        },
        { name: 'from', label: t('list.from'), kind: 'date' },
        { name: 'to', label: t('list.to'), kind: 'date' },
      ]}
      empty={auditT('audit.empty')}
    />
  );
}
