// /admin/partners, above the keys: the partner applications (pending first), each approved or
// rejected with a reason after a confirmation (docs/embedding.md, "Partner portal"). Both writes
// land in the audit log (docs/decisions/0320-partner-accounts-and-hashed-keys.md).
import { useState } from 'react';
import styled from 'styled-components';
import { PartnerRejectBodySchema, type AdminPartnerApplication } from '@savdo/contract';
import { adminWrite, formatDateTime } from '@savdo/core';
import { Badge, Button, Cluster, Stack, token, useT, useLanguage } from '@savdo/ui';
import type { DataColumn } from '@savdo/ui/data-table';
import { ActionDialog, type ActionDialogProps } from '../common/action-dialog';
import { adminStrings } from '../strings';
import { opsStrings } from './ops-strings';
import { WholeList } from './whole-list';

const Title = styled.h2`
  margin: 0;
  font-size: ${token('font-size-lg')};
`;

const Small = styled.span`
  display: block;
  overflow-wrap: anywhere;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

type Dialog = Omit<ActionDialogProps, 'open' | 'onClose'> | null;

export function PartnerApplications() {
  const t = useT(opsStrings);
  const at = useT(adminStrings);
  const lang = useLanguage();
  const [dialog, setDialog] = useState<Dialog>(null);

  const approve = (a: AdminPartnerApplication): Dialog => ({
    title: t('applications.approveTitle', { user: a.username }),
    description: t('applications.approveText'),
    confirmLabel: t('applications.approve'),
    onConfirm: () => adminWrite('post', `/admin/partner-applications/${a.id}/approve`, {}),
  });
  const reject = (a: AdminPartnerApplication): Dialog => ({
    title: t('applications.rejectTitle', { user: a.username }),
    description: t('applications.rejectText'),
    confirmLabel: t('applications.reject'),
    danger: true,
    fields: [{ name: 'reason', label: t('applications.reason') }],
    schema: PartnerRejectBodySchema,
    body: (values) => ({ reason: (values.reason ?? '').trim() }),
    onConfirm: (body) => adminWrite('post', `/admin/partner-applications/${a.id}/reject`, body),
  });

  const columns: DataColumn<AdminPartnerApplication>[] = [
    {
      id: 'user',
      header: t('applications.user'),
      cell: (a) => (
        <>
          {a.username}
          <Small>{a.email ?? ''}</Small>
        </>
      ),
    },
    {
      id: 'site',
      header: t('applications.site'),
      cell: (a) => (
        <>
          {a.site_name}
          <Small>{a.site_url}</Small>
        </>
      ),
    },
    { id: 'note', header: t('applications.note'), cell: (a) => <Small>{a.note}</Small> },
    {
      id: 'applied',
      header: t('applications.applied'),
      cell: (a) => formatDateTime(a.created_at, lang),
    },
    {
      id: 'status',
      header: t('applications.status'),
      cell: (a) =>
        a.status === 'pending' ? (
          <Badge tone="warning">{t('applications.pending')}</Badge>
        ) : a.status === 'approved' ? (
          <Badge tone="success">{t('applications.approved')}</Badge>
        ) : (
          <Badge tone="neutral">{t('applications.rejected', { reason: a.reason })}</Badge>
        ),
    },
    {
      id: 'actions',
      header: at('users.actions'),
      cell: (a) =>
        a.status === 'pending' ? (
          <Cluster $gap={2}>
            <Button size="sm" onClick={() => setDialog(approve(a))}>
              {t('applications.approve')}
            </Button>
            <Button size="sm" variant="danger" onClick={() => setDialog(reject(a))}>
              {t('applications.reject')}
            </Button>
          </Cluster>
        ) : null,
    },
  ];

  return (
    <Stack $gap={3}>
      <Title>{t('applications.title')}</Title>
      <WholeList<AdminPartnerApplication>
        api="/admin/partner-applications"
        caption={(total) => t('applications.caption', { count: total })}
        columns={columns}
        rowKey={(a) => a.id}
        rowAttributes={(a) => ({ 'data-application': String(a.id) })}
        empty={t('applications.empty')}
      />
      {dialog ? <ActionDialog open {...dialog} onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}
