// Signals in the back office: every signal with its levels (premium ones too), filtered by
// status, asset type and premium, searched by symbol; a pending one is activated, an active one
// closed with profit or loss, either cancelled — each pushed live to traders. "New signal" opens
// the publishing form.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ASSET_TYPES, SIGNAL_STATUSES, type TradingSignal } from '@savdo/contract';
import { $language, adminWrite, formatDateTime } from '@savdo/core';
import { Badge, Button, Cluster, useStore, useT, type BadgeTone } from '@savdo/ui';
import type { DataColumn } from '@savdo/ui/data-table';
import { ActionDialog } from '../common/action-dialog';
import { AdminList } from '../list/admin-list';
import { adminStrings } from '../strings';

type Move = 'activate' | 'cancel' | 'profit' | 'loss';

const TONES: Record<TradingSignal['status'], BadgeTone> = {
  pending: 'warning',
  active: 'success',
  closed: 'neutral',
  cancelled: 'danger',
};

export function SignalsSection() {
  const t = useT(adminStrings);
  const lang = useStore($language);
  const [move, setMove] = useState<{ signal: TradingSignal; move: Move } | null>(null);
  const navigate = useNavigate();

  const columns: DataColumn<TradingSignal>[] = [
    {
      id: 'created_at',
      header: t('signals.created'),
      sortable: true,
      cell: (s) => formatDateTime(s.created_at, lang),
    },
    {
      id: 'symbol',
      header: t('signals.symbol'),
      sortable: true,
      cell: (s) => (
        <Cluster $gap={1}>
          <strong>{s.symbol}</strong>
          <span>{t(`signals.types.${s.type}`)}</span>
          {s.is_premium ? <Badge tone="info">{t('signals.premium')}</Badge> : null}
        </Cluster>
      ),
    },
    {
      id: 'levels',
      header: t('signals.levels'),
      cell: (s) =>
        `${s.entry_price ?? '—'} · SL ${s.stop_loss ?? '—'} · TP ${s.take_profit ?? '—'}`,
    },
    {
      id: 'status',
      header: t('signals.status'),
      sortable: true,
      cell: (s) => (
        <Cluster $gap={1}>
          <Badge tone={TONES[s.status]}>{t(`signals.statuses.${s.status}`)}</Badge>
          {s.result && s.result !== 'waiting' ? (
            <Badge tone="neutral">{t(`signals.results.${s.result}`)}</Badge>
          ) : null}
        </Cluster>
      ),
    },
    {
      id: 'actions',
      header: t('users.actions'),
      cell: (s) => (
        <Cluster $gap={1}>
          {s.status === 'pending' ? (
            <Button size="sm" onClick={() => setMove({ signal: s, move: 'activate' })}>
              {t('signals.activate')}
            </Button>
          ) : null}
          {s.status === 'active' ? (
            <>
              <Button size="sm" onClick={() => setMove({ signal: s, move: 'profit' })}>
                {t('signals.closeProfit')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setMove({ signal: s, move: 'loss' })}
              >
                {t('signals.closeLoss')}
              </Button>
            </>
          ) : null}
          {s.status === 'pending' || s.status === 'active' ? (
            <Button
              size="sm"
              variant="danger"
              onClick={() => setMove({ signal: s, move: 'cancel' })}
            >
              {t('signals.cancel')}
            </Button>
          ) : null}
        </Cluster>
      ),
    },
  ];

  const send = async (target: TradingSignal, what: Move) => {
    if (what === 'profit' || what === 'loss')
      return adminWrite('post', `/admin/signals/${target.id}/close`, { result: what });
    return adminWrite('post', `/admin/signals/${target.id}/${what}`);
  };

  return (
    <>
      <AdminList<TradingSignal>
        api="/admin/signals"
        caption={(total) => t('signals.caption', { count: total })}
        columns={columns}
        rowKey={(s) => s.id}
        rowAttributes={(s) => ({ 'data-signal': s.symbol, 'data-signal-status': s.status })}
        searchLabel={t('signals.search')}
        filters={[
          {
            name: 'status',
            label: t('signals.status'),
            kind: 'select',
            options: SIGNAL_STATUSES.map((status) => ({
              value: status,
              label: t(`signals.statuses.${status}`),
            })),
          },
          {
            name: 'asset_type',
            label: t('signals.assetType'),
            kind: 'select',
            options: ASSET_TYPES.map((type) => ({
              value: type,
              label: t(`signals.assets.${type}`),
            })),
          },
          {
            name: 'premium',
            label: t('signals.premium'),
            kind: 'select',
            options: [
              { value: 'true', label: t('signals.premiumOnly') },
              { value: 'false', label: t('signals.freeOnly') },
            ],
          },
        ]}
        actions={<Button onClick={() => navigate('/admin/signals/new')}>{t('signals.new')}</Button>}
        empty={t('signals.empty')}
      />
      {move ? (
        <ActionDialog
          open
          title={t(`signals.confirm.${move.move}`, { symbol: move.signal.symbol })}
          description={t('signals.confirmText')}
          confirmLabel={t('common.confirm')}
          danger={move.move === 'cancel'}
          onConfirm={() => send(move.signal, move.move)}
          onClose={() => setMove(null)}
        />
      ) : null}
    </>
  );
}
