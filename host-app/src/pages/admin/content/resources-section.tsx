// The resource center's resources (docs/product.md, /resource-center): every resource with its
// kind, category, price and file; an operator creates and edits one (resource-dialog.tsx),
// attaches a PDF (PUT /admin/resources/{id}/file) and uploads a video resource's file for the
// protected player (PUT /admin/resources/{id}/video), each with a progress bar.
import { useState } from 'react';
import { RESOURCE_FILE_MAX_BYTES, RESOURCE_KINDS, type Resource } from '@savdo/contract';
import { formatUzs } from '@savdo/core';
import { Badge, Button, Cluster, useT, useLanguage } from '@savdo/ui';
import type { DataColumn } from '@savdo/ui/data-table';
import { AdminList } from '../list/admin-list';
import { adminStrings } from '../strings';
import { ResourceDialog } from './resource-dialog';
import { contentStrings } from './strings';
import { UploadDialog } from './upload-dialog';

const MB = RESOURCE_FILE_MAX_BYTES / 1024 / 1024;

export function ResourcesSection() {
  const t = useT(contentStrings);
  const at = useT(adminStrings);
  const lang = useLanguage();
  const [open, setOpen] = useState<
    { dialog: 'new' } | { dialog: 'edit' | 'file' | 'video'; resource: Resource } | null
  >(null);

  const columns: DataColumn<Resource>[] = [
    {
      id: 'title',
      header: t('resources.title'),
      sortable: true,
      cell: (r) => (
        <div>
          <strong>{r.title}</strong>
          <div>
            {r.category_title} · {t(`resources.kinds.${r.kind}`)}
          </div>
        </div>
      ),
    },
    {
      id: 'price',
      header: t('resources.price'),
      sortable: true,
      numeric: true,
      cell: (r) => (r.is_free ? t('resources.free') : formatUzs(r.price, lang)),
    },
    {
      id: 'featured',
      header: t('resources.featured'),
      cell: (r) => (r.is_featured ? <Badge tone="info">{t('resources.featured')}</Badge> : null),
    },
    {
      id: 'file',
      header: t('resources.file'),
      cell: (r) => {
        // An admin's answer carries a playback address exactly when the video has a file of ours.
        if (r.kind === 'video')
          return r.playback_url ? t('resources.hasVideo') : t('resources.noVideo');
        return r.file_name ?? (r.kind === 'pdf' ? t('resources.noFile') : at('common.none'));
      },
    },
    {
      id: 'actions',
      header: at('users.actions'),
      cell: (r) => (
        <Cluster $gap={1}>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setOpen({ dialog: 'edit', resource: r })}
          >
            {t('resources.edit')}
          </Button>
          {r.kind === 'pdf' ? (
            <Button size="sm" onClick={() => setOpen({ dialog: 'file', resource: r })}>
              {t('resources.attach')}
            </Button>
          ) : null}
          {r.kind === 'video' ? (
            <Button size="sm" onClick={() => setOpen({ dialog: 'video', resource: r })}>
              {t('resources.uploadVideo')}
            </Button>
          ) : null}
        </Cluster>
      ),
    },
  ];

  return (
    <>
      <AdminList<Resource>
        api="/admin/resources"
        caption={(total) => t('resources.caption', { count: total })}
        columns={columns}
        rowKey={(r) => r.id}
        rowAttributes={(r) => ({ 'data-resource': String(r.id) })}
        searchLabel={t('resources.search')}
        filters={[
          {
            name: 'kind',
            label: t('resources.kind'),
            kind: 'select',
            options: RESOURCE_KINDS.map((kind) => ({
              value: kind,
              label: t(`resources.kinds.${kind}`),
            })),
          },
          {
            name: 'is_free',
            label: t('resources.priceFilter'),
            kind: 'select',
            options: (['true', 'false'] as const).map((value) => ({
              value,
              label: t(`resources.priceOptions.${value}`),
            })),
          },
          {
            name: 'is_featured',
            label: t('resources.featured'),
            kind: 'select',
            options: (['true', 'false'] as const).map((value) => ({
              value,
              label: t(`resources.featuredOptions.${value}`),
            })),
          },
        ]}
        empty={t('resources.empty')}
        actions={
          <Button size="sm" onClick={() => setOpen({ dialog: 'new' })}>
            {t('resources.new')}
          </Button>
        }
      />
      {open?.dialog === 'new' ? <ResourceDialog onClose={() => setOpen(null)} /> : null}
      {open?.dialog === 'edit' ? (
        <ResourceDialog resource={open.resource} onClose={() => setOpen(null)} />
      ) : null}
      {open?.dialog === 'file' ? (
        <UploadDialog
          title={t('resources.attachTitle', { title: open.resource.title })}
          description={t('resources.attachText', { mb: MB })}
          fileLabel={t('resources.pdf')}
          accept="application/pdf,.pdf"
          field="file"
          path={`/admin/resources/${open.resource.id}/file`}
          method="PUT"
          maxBytes={RESOURCE_FILE_MAX_BYTES}
          texts={{
            choose: t('resources.choosePdf'),
            tooLarge: t('resources.tooLarge', { mb: MB }),
            done: t('resources.attached'),
            failed: t('resources.uploadFailed'),
          }}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.dialog === 'video' ? (
        <UploadDialog
          title={t('resources.videoTitle', { title: open.resource.title })}
          description={t('resources.videoText')}
          fileLabel={t('resources.videoFile')}
          accept="video/webm,video/mp4,.webm,.mp4"
          field="file"
          path={`/admin/resources/${open.resource.id}/video`}
          method="PUT"
          // The video limit is the server's setting (VIDEO_MAX_BYTES), not the contract's: the
          // server's 413 is shown.
          maxBytes={Number.POSITIVE_INFINITY}
          texts={{
            choose: t('resources.chooseVideo'),
            tooLarge: t('resources.videoTooLarge'),
            done: t('resources.videoUploaded'),
            failed: t('resources.videoFailed'),
          }}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
