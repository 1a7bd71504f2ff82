// Signals in the back office: every signal with its levels (premium ones too), filtered by
// status, asset type and premium, searched by symbol; a pending one is activated, an active one
// closed with profit or loss, either cancelled — each pushed live to traders. "New signal" opens
// the publishing form.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ASSET_TYPES, SIGNAL_STATUSES, type TradingSignal } from '@savdo/contract';
import { adminWrite, formatDateTime } from '@savdo/core';
import { Badge, Button, Cluster, useT, type BadgeTone, useLanguage } from '@savdo/ui';
import type { DataColumn } from '@savdo/ui/data-table';
import { ActionDialog } from '../common/action-dialog';
import { AdminList } from '../list/admin-list';
import { adminStrings } from '../strings';
import { signalStrings } from './signal-strings';

type Move = 'activate' | 'cancel' | 'profit' | 'loss';

const TONES: Record<TradingSignal['status'], BadgeTone> = {
  pending: 'warning',
  active: 'success',
  closed: 'neutral',
  cancelled: 'danger',
};

export function SignalsSection() {
  const t = useT(adminStrings);
  const signalT = useT(signalStrings);
  const lang = useLanguage();
  const [move, setMove] = useState<{ signal: TradingSignal; move: Move } | null>(null);
  const navigate = useNavigate();

  const columns: DataColumn<TradingSignal>[] = [
    {
      id: 'created_at',
      header: signalT('signals.created'),
      sortable: true,
      cell: (s) => formatDateTime(s.created_at, lang),
    },
    {
      id: 'symbol',
      header: signalT('signals.symbol'),
      sortable: true,
      cell: (s) => (
        <Cluster $gap={1}>
          <strong>{s.symbol}</strong>
          <span>{signalT(`signals.types.${s.type}`)}</span>
          {s.is_premium ? <Badge tone="info">{signalT('signals.premium')}</Badge> : null}
        </Cluster>
      ),
    },
    {
      id: 'levels',
      header: signalT('signals.levels'),
      cell: (s) =>
        `${s.entry_price ?? '—'} · SL ${s.stop_loss ?? '—'} · TP ${s.take_profit ?? '—'}`,
    },
    {
      id: 'status',
      header: signalT('signals.status'),
      sortable: true,
      cell: (s) => (
        <Cluster $gap={1}>
          <Badge tone={TONES[s.status]}>{signalT(`signals.statuses.${s.status}`)}</Badge>
          {s.result && s.result !== 'waiting' ? (
            <Badge tone="neutral">{signalT(`signals.results.${s.result}`)}</Badge>
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
              {signalT('signals.activate')}
            </Button>
          ) : null}
          {s.status === 'active' ? (
            <>
              <Button size="sm" onClick={() => setMove({ signal: s, move: 'profit' })}>
                {signalT('signals.closeProfit')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setMove({ signal: s, move: 'loss' })}
              >
                {signalT('signals.closeLoss')}
              </Button>
            </>
          ) : null}
          {s.status === 'pending' || s.status === 'active' ? (
            <Button
              size="sm"
              variant="danger"
              onClick={() => setMove({ signal: s, move: 'cancel' })}
            >
              {signalT('signals.cancel')}
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
        caption={(total) => signalT('signals.caption', { count: total })}
        columns={columns}
        rowKey={(s) => s.id}
        rowAttributes={(s) => ({ 'data-signal': s.symbol, 'data-signal-status': s.status })}
        searchLabel={signalT('signals.search')}
        filters={[
          {
            name: 'status',
            label: signalT('signals.status'),
            kind: 'select',
            options: SIGNAL_STATUSES.map((status) => ({
              value: status,
              label: signalT(`signals.statuses.${status}`),
            })),
          },
          {
            name: 'asset_type',
            label: signalT('signals.assetType'),
            kind: 'select',
            options: ASSET_TYPES.map((type) => ({
              value: type,
              label: signalT(`signals.assets.${type}`),
            })),
          },
          {
            name: 'premium',
            label: signalT('signals.premium'),
            kind: 'select',
            options: [
              { value: 'true', label: signalT('signals.premiumOnly') },
              { value: 'false', label: signalT('signals.freeOnly') },
            ],
          },
        ]}
        actions={
          <Button onClick={() => navigate('/admin/signals/new')}>{signalT('signals.new')}</Button>
        }
        empty={signalT('signals.empty')}
      />
      {move ? (
        <ActionDialog
          open
          title={signalT(`signals.confirm.${move.move}`, { symbol: move.signal.symbol })}
          description={signalT('signals.confirmText')}
          confirmLabel={t('common.confirm')}
          danger={move.move === 'cancel'}
          onConfirm={() => send(move.signal, move.move)}
          onClose={() => setMove(null)}
        />
      ) : null}
    </>
  );
}
