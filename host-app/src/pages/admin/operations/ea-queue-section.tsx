// The expert advisor queue: every bought expert advisor with the account its buyer entered
// (platform, broker, login, server and the purchase form's fields), those being set up first by
// default. The operator activates one, or pauses or switches it off with a message that reaches
// the buyer as a notification (docs/decisions/0295-expert-advisor-queue.md).
import { useState } from 'react';
import styled from 'styled-components';
import {
  ALGO_PLATFORMS,
  AdminEaStatusChangeBodySchema,
  EXPERT_ADVISOR_STATUSES,
  type AdminExpertAdvisor,
} from '@savdo/contract';
import { adminWrite, formatDateTime } from '@savdo/core';
import { Badge, Button, Cluster, token, useT, type BadgeTone, useLanguage } from '@savdo/ui';
import type { DataColumn } from '@savdo/ui/data-table';
import { ActionDialog } from '../common/action-dialog';
import { AdminList } from '../list/admin-list';
import { adminStrings } from '../strings';
import { opsStrings } from './ops-strings';

type Target = 'active' | 'paused' | 'deactivated';

/** Form fields the row already shows in its own words; the rest are listed as the buyer typed them. */
const SHOWN = new Set(['platform', 'broker', 'server', 'login', 'account_name', 'deposit', 'risk']);

const Account = styled.div`
  font-size: ${token('font-size-xs')};
  overflow-wrap: anywhere;
`;

const TONES: Record<AdminExpertAdvisor['status'], BadgeTone> = {
  in_progress: 'warning',
  active: 'success',
  paused: 'neutral',
  deactivated: 'danger',
  unknown: 'neutral',
};

export function EaQueueSection() {
  const t = useT(adminStrings);
  const opsT = useT(opsStrings);
  const lang = useLanguage();
  const [change, setChange] = useState<{ ea: AdminExpertAdvisor; status: Target } | null>(null);

  const columns: DataColumn<AdminExpertAdvisor>[] = [
    {
      id: 'purchased_at',
      header: opsT('ea.purchased'),
      sortable: true,
      cell: (ea) => formatDateTime(ea.purchased_at, lang),
    },
    {
      id: 'buyer',
      header: opsT('ea.buyer'),
      cell: (ea) => (
        <div>
          <strong>{ea.buyer.name || ea.buyer.username}</strong>
          <div>@{ea.buyer.username}</div>
        </div>
      ),
    },
    {
      id: 'bot',
      header: opsT('ea.bot'),
      cell: (ea) => `${ea.bot.name} ${ea.bot.version} · ${ea.plan.name}`,
    },
    {
      id: 'account',
      header: opsT('ea.account'),
      cell: (ea) => (
        <Account>
          <div>
            {ea.platform} · {ea.broker} · {ea.server}
          </div>
          <div>
            {opsT('ea.login')}: <strong>{ea.login}</strong> · {ea.account_name}
          </div>
          <div>{opsT('ea.deposit', { deposit: ea.deposit, risk: ea.risk })}</div>
          {Object.entries(ea.fields)
            .filter(([name]) => !SHOWN.has(name))
            .map(([name, value]) => (
              <div key={name}>
                {name}: {String(value)}
              </div>
            ))}
        </Account>
      ),
    },
    {
      id: 'status',
      header: opsT('ea.status'),
      sortable: true,
      cell: (ea) => (
        <Cluster $gap={1}>
          <Badge tone={TONES[ea.status]}>{opsT(`ea.statuses.${ea.status}`)}</Badge>
          {ea.expired ? <Badge tone="neutral">{opsT('ea.expired')}</Badge> : null}
        </Cluster>
      ),
    },
    {
      id: 'actions',
      header: t('users.actions'),
      cell: (ea) => (
        <Cluster $gap={1}>
          {ea.status !== 'active' ? (
            <Button size="sm" onClick={() => setChange({ ea, status: 'active' })}>
              {opsT('ea.activate')}
            </Button>
          ) : null}
          {ea.status !== 'paused' ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setChange({ ea, status: 'paused' })}
            >
              {opsT('ea.pause')}
            </Button>
          ) : null}
          {ea.status !== 'deactivated' ? (
            <Button
              size="sm"
              variant="danger"
              onClick={() => setChange({ ea, status: 'deactivated' })}
            >
              {opsT('ea.fail')}
            </Button>
          ) : null}
        </Cluster>
      ),
    },
  ];

  return (
    <>
      <AdminList<AdminExpertAdvisor>
        api="/admin/algo-trade/purchases"
        caption={(total) => opsT('ea.caption', { count: total })}
        columns={columns}
        rowKey={(ea) => ea.id}
        rowAttributes={(ea) => ({ 'data-ea': String(ea.id), 'data-ea-status': ea.status })}
        searchLabel={opsT('ea.search')}
        filters={[
          {
            name: 'status',
            label: opsT('ea.status'),
            kind: 'select',
            options: EXPERT_ADVISOR_STATUSES.map((status) => ({
              value: status,
              label: opsT(`ea.statuses.${status}`),
            })),
          },
          {
            name: 'platform',
            label: opsT('ea.platform'),
            kind: 'select',
            options: ALGO_PLATFORMS.map((platform) => ({ value: platform, label: platform })),
          },
        ]}
        empty={opsT('ea.empty')}
      />
      {change ? (
        <ActionDialog
          open
          title={opsT(`ea.confirm.${change.status}`, { bot: change.ea.bot.name })}
          description={opsT('ea.confirmText', { user: change.ea.buyer.username })}
          confirmLabel={t('common.confirm')}
          danger={change.status === 'deactivated'}
          fields={[
            {
              name: 'message',
              label: opsT('ea.message'),
              hint:
                change.status === 'active'
                  ? opsT('ea.messageOptional')
                  : opsT('ea.messageRequired'),
            },
          ]}
          schema={AdminEaStatusChangeBodySchema}
          body={(values) => {
            const message = (values.message ?? '').trim();
            return message ? { status: change.status, message } : { status: change.status };
          }}
          onConfirm={(body) =>
            adminWrite('post', `/admin/algo-trade/purchases/${change.ea.id}/status`, body)
          }
          onClose={() => setChange(null)}
        />
      ) : null}
    </>
  );
}
