// /admin/partners: the partner keys (docs/embedding.md: a partner's page shows public widgets
// with its key on its allowed origins) — each with its origins, rate and state; a new key from a
// name, origins and a rate (checked with the contract's CreatePartnerKeyBodySchema), shown once
// after creation; revoking one is confirmed first. The API has no edit of origins: a new key
// replaces an old one.
import { useState } from 'react';
import styled from 'styled-components';
import {
  CreatePartnerKeyBodySchema,
  DEFAULT_PARTNER_RATE_LIMIT_PER_MINUTE,
  type PartnerKey,
  type PartnerKeyCreated,
} from '@savdo/contract';
import { adminWrite, formatDateTime } from '@savdo/core';
import { Badge, Button, Cluster, Stack, token, useT, useLanguage } from '@savdo/ui';
import type { DataColumn } from '@savdo/ui/data-table';
import { ActionDialog, type ActionDialogProps } from '../common/action-dialog';
import { adminStrings } from '../strings';
import { opsStrings } from './ops-strings';
import { PartnerApplications } from './partner-applications';
import { PartnerKeyReveal } from './partner-key-reveal';
import { WholeList } from './whole-list';

const Origins = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;
  font-size: ${token('font-size-sm')};
`;

const Note = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

type Dialog = Omit<ActionDialogProps, 'open' | 'onClose'> | null;

/** The origins box's text as a list: one per line or separated by commas, blanks dropped. */
export function originsOf(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((origin) => origin.trim())
    .filter(Boolean);
}

export function PartnersSection() {
  const t = useT(opsStrings);
  const at = useT(adminStrings);
  const lang = useLanguage();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [created, setCreated] = useState<PartnerKeyCreated | null>(null);

  const create: Dialog = {
    title: t('partners.createTitle'),
    description: t('partners.createText'),
    confirmLabel: t('partners.create'),
    fields: [
      { name: 'name', label: t('partners.name') },
      { name: 'allowed_origins', label: t('partners.origins'), hint: t('partners.originsHint') },
      {
        name: 'rate_limit_per_minute',
        label: t('partners.rate'),
        hint: t('partners.rateHint', { default: DEFAULT_PARTNER_RATE_LIMIT_PER_MINUTE }),
        type: 'number',
      },
    ],
    schema: CreatePartnerKeyBodySchema,
    body: (values) => {
      const rate = (values.rate_limit_per_minute ?? '').replace(/[\s_]/g, '');
      return {
        name: (values.name ?? '').trim(),
        allowed_origins: originsOf(values.allowed_origins ?? ''),
        ...(rate ? { rate_limit_per_minute: Number(rate) } : {}),
      };
    },
    onConfirm: async (body) => {
      setCreated(await adminWrite<PartnerKeyCreated>('post', '/admin/partners', body));
    },
  };
  const revoke = (p: PartnerKey): Dialog => ({
    title: t('partners.revokeTitle', { name: p.name }),
    description: t('partners.revokeText'),
    confirmLabel: t('partners.revoke'),
    danger: true,
    onConfirm: () => adminWrite('delete', `/admin/partners/${p.id}`),
  });

  const columns: DataColumn<PartnerKey>[] = [
    { id: 'name', header: t('partners.name'), cell: (p) => p.name },
    {
      id: 'origins',
      header: t('partners.origins'),
      cell: (p) => (
        <Origins>
          {p.allowed_origins.map((origin) => (
            <li key={origin}>{origin}</li>
          ))}
        </Origins>
      ),
    },
    {
      id: 'rate',
      header: t('partners.rate'),
      numeric: true,
      cell: (p) => String(p.rate_limit_per_minute),
    },
    {
      id: 'created',
      header: t('partners.created'),
      cell: (p) => formatDateTime(p.created_at, lang),
    },
    {
      id: 'status',
      header: t('partners.status'),
      cell: (p) =>
        p.revoked_at ? (
          <Badge tone="neutral">
            {t('partners.revoked', { date: formatDateTime(p.revoked_at, lang) })}
          </Badge>
        ) : (
          <Badge tone="success">{t('partners.active')}</Badge>
        ),
    },
    {
      id: 'actions',
      header: at('users.actions'),
      cell: (p) =>
        p.revoked_at ? null : (
          <Button size="sm" variant="danger" onClick={() => setDialog(revoke(p))}>
            {t('partners.revoke')}
          </Button>
        ),
    },
  ];

  return (
    <Stack $gap={5}>
      <PartnerApplications />
      <Stack $gap={3}>
        <Cluster $gap={3}>
          <Button onClick={() => setDialog(create)}>{t('partners.create')}</Button>
          <Note>{t('partners.noEdit')}</Note>
        </Cluster>
        <WholeList<PartnerKey>
          api="/admin/partners"
          caption={(total) => t('partners.caption', { count: total })}
          columns={columns}
          rowKey={(p) => p.id}
          rowAttributes={(p) => ({ 'data-partner': String(p.id) })}
          empty={t('partners.empty')}
        />
        {dialog ? <ActionDialog open {...dialog} onClose={() => setDialog(null)} /> : null}
        {created ? <PartnerKeyReveal partner={created} onClose={() => setCreated(null)} /> : null}
      </Stack>
    </Stack>
  );
}
