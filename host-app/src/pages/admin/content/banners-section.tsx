// The dashboard's banners (docs/product.md, /dashboard): each banner's image, title, link, the
// window it is shown in and its order, whether it is shown now; create, edit, and delete after a
// confirmation.
import { useState } from 'react';
import styled from 'styled-components';
import type { AdminBanner } from '@savdo/contract';
import { adminWrite, formatDateTime } from '@savdo/core';
import { Badge, Button, Cluster, token, useT, useLanguage } from '@savdo/ui';
import type { DataColumn } from '@savdo/ui/data-table';
import { ActionDialog } from '../common/action-dialog';
import { AdminList } from '../list/admin-list';
import { adminStrings } from '../strings';
import { BannerDialog } from './banner-dialog';
import { contentStrings } from './strings';

const Thumb = styled.img`
  width: 96px;
  max-width: 100%;
  height: 48px;
  object-fit: cover;
  border-radius: ${token('radius-sm')};
`;

export function BannersSection() {
  const t = useT(contentStrings);
  const at = useT(adminStrings);
  const lang = useLanguage();
  const [open, setOpen] = useState<
    { dialog: 'new' } | { dialog: 'edit' | 'delete'; banner: AdminBanner } | null
  >(null);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, lang) : t('banners.open'));

  const columns: DataColumn<AdminBanner>[] = [
    {
      id: 'position',
      header: t('banners.position'),
      sortable: true,
      numeric: true,
      cell: (b) => b.position,
    },
    { id: 'image', header: t('banners.image'), cell: (b) => <Thumb src={b.image_url} alt="" /> },
    { id: 'title', header: t('banners.title'), cell: (b) => <strong>{b.title[lang]}</strong> },
    {
      id: 'starts_at',
      header: t('banners.startsAt'),
      sortable: true,
      cell: (b) => when(b.starts_at),
    },
    { id: 'ends_at', header: t('banners.endsAt'), sortable: true, cell: (b) => when(b.ends_at) },
    {
      id: 'active',
      header: t('banners.activeFilter'),
      cell: (b) =>
        b.active ? (
          <Badge tone="success">{t('banners.activeOptions.true')}</Badge>
        ) : (
          <Badge tone="neutral">{t('banners.inactive')}</Badge>
        ),
    },
    {
      id: 'actions',
      header: at('users.actions'),
      cell: (b) => (
        <Cluster $gap={1}>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setOpen({ dialog: 'edit', banner: b })}
          >
            {t('banners.edit')}
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={() => setOpen({ dialog: 'delete', banner: b })}
          >
            {t('banners.delete')}
          </Button>
        </Cluster>
      ),
    },
  ];

  return (
    <>
      <AdminList<AdminBanner>
        api="/admin/banner"
        caption={(total) => t('banners.caption', { count: total })}
        columns={columns}
        rowKey={(b) => b.id}
        rowAttributes={(b) => ({ 'data-banner': String(b.id) })}
        searchLabel={t('banners.search')}
        filters={[
          {
            name: 'active',
            label: t('banners.activeFilter'),
            kind: 'select',
            options: (['true', 'false'] as const).map((value) => ({
              value,
              label: t(`banners.activeOptions.${value}`),
            })),
          },
        ]}
        empty={t('banners.empty')}
        actions={
          <Button size="sm" onClick={() => setOpen({ dialog: 'new' })}>
            {t('banners.new')}
          </Button>
        }
      />
      {open?.dialog === 'new' ? <BannerDialog onClose={() => setOpen(null)} /> : null}
      {open?.dialog === 'edit' ? (
        <BannerDialog banner={open.banner} onClose={() => setOpen(null)} />
      ) : null}
      {open?.dialog === 'delete' ? (
        <ActionDialog
          open
          danger
          title={t('banners.deleteTitle')}
          description={t('banners.deleteText', { title: open.banner.title[lang] })}
          confirmLabel={t('banners.delete')}
          onConfirm={() => adminWrite('delete', `/admin/banner/${open.banner.id}`)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
