// The expert advisor listings (docs/product.md, /algo-trading): every listing, hidden ones too,
// with its version, platforms, lowest price and purchases; an operator edits a listing, hides or
// shows it in the catalog, and publishes a new version with its files (bot-version-dialog.tsx).
import { useState } from 'react';
import { ALGO_BOT_TYPES, ALGO_PLATFORMS, type AdminAlgoBot } from '@savdo/contract';
import { adminWrite, apiErrorMessage, formatDateTime, formatUzs } from '@savdo/core';
import { Badge, Button, Cluster, token, useT, useLanguage } from '@savdo/ui';
import type { DataColumn } from '@savdo/ui/data-table';
import styled from 'styled-components';
import { AdminList } from '../list/admin-list';
import { adminStrings } from '../strings';
import { BotEditDialog } from './bot-edit-dialog';
import { BotVersionDialog } from './bot-version-dialog';
import { contentStrings } from './strings';

const Failure = styled.p`
  margin: 0 0 ${token('space-3')};
  color: ${token('color-danger')};
`;

export function BotsSection() {
  const t = useT(contentStrings);
  const at = useT(adminStrings);
  const lang = useLanguage();
  const [open, setOpen] = useState<{ bot: AdminAlgoBot; dialog: 'edit' | 'version' } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const setListed = async (bot: AdminAlgoBot) => {
    setFailure(null);
    try {
      await adminWrite('patch', `/admin/algo-trade/bots/${bot.id}`, { is_listed: !bot.is_listed });
    } catch (error) {
      setFailure(apiErrorMessage(error, at('common.failed')));
    }
  };

  const columns: DataColumn<AdminAlgoBot>[] = [
    {
      id: 'name',
      header: t('bots.name'),
      sortable: true,
      cell: (bot) => (
        <div>
          <strong>{bot.name}</strong>
          <div>
            {bot.author} · {t(`bots.types.${bot.type}`)}
          </div>
        </div>
      ),
    },
    { id: 'version', header: t('bots.version'), cell: (bot) => bot.version },
    { id: 'platforms', header: t('bots.platforms'), cell: (bot) => bot.platforms.join(', ') },
    {
      id: 'price',
      header: t('bots.price'),
      sortable: true,
      numeric: true,
      cell: (bot) => formatUzs(bot.price, lang),
    },
    {
      id: 'purchases',
      header: t('bots.purchases'),
      sortable: true,
      numeric: true,
      cell: (bot) => bot.purchases,
    },
    {
      id: 'updated_at',
      header: t('bots.updated'),
      sortable: true,
      cell: (bot) => formatDateTime(bot.updated_at, lang),
    },
    {
      id: 'listed',
      header: t('bots.listed'),
      cell: (bot) =>
        bot.is_listed ? (
          <Badge tone="success">{t('bots.listedOptions.true')}</Badge>
        ) : (
          <Badge tone="neutral">{t('bots.hidden')}</Badge>
        ),
    },
    {
      id: 'actions',
      header: at('users.actions'),
      cell: (bot) => (
        <Cluster $gap={1}>
          <Button size="sm" variant="secondary" onClick={() => setOpen({ bot, dialog: 'edit' })}>
            {t('bots.edit')}
          </Button>
          <Button size="sm" onClick={() => setOpen({ bot, dialog: 'version' })}>
            {t('bots.publish')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setListed(bot)}>
            {bot.is_listed ? t('bots.hide') : t('bots.show')}
          </Button>
        </Cluster>
      ),
    },
  ];

  return (
    <>
      {failure ? <Failure role="alert">{failure}</Failure> : null}
      <AdminList<AdminAlgoBot>
        api="/admin/algo-trade/bots"
        caption={(total) => t('bots.caption', { count: total })}
        columns={columns}
        rowKey={(bot) => bot.id}
        rowAttributes={(bot) => ({ 'data-bot': String(bot.id) })}
        searchLabel={t('bots.search')}
        filters={[
          {
            name: 'type',
            label: t('bots.type'),
            kind: 'select',
            options: ALGO_BOT_TYPES.map((type) => ({
              value: type,
              label: t(`bots.types.${type}`),
            })),
          },
          {
            name: 'platform',
            label: t('bots.platforms'),
            kind: 'select',
            options: ALGO_PLATFORMS.map((platform) => ({ value: platform, label: platform })),
          },
          {
            name: 'listed',
            label: t('bots.listedFilter'),
            kind: 'select',
            options: (['true', 'false'] as const).map((value) => ({
              value,
              label: t(`bots.listedOptions.${value}`),
            })),
          },
        ]}
        empty={t('bots.empty')}
      />
      {open?.dialog === 'edit' ? (
        <BotEditDialog bot={open.bot} onClose={() => setOpen(null)} />
      ) : null}
      {open?.dialog === 'version' ? (
        <BotVersionDialog bot={open.bot} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
