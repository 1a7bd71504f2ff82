// The how-tos shown on the product's pages (docs/product.md, /help and each page's help): by
// page and order; create, edit, and delete after a confirmation.
import { useState } from 'react';
import { INSTRUCTION_LOCATIONS, type AdminInstruction } from '@savdo/contract';
import { adminWrite } from '@savdo/core';
import { Button, Cluster, useT, useLanguage } from '@savdo/ui';
import type { DataColumn } from '@savdo/ui/data-table';
import { ActionDialog } from '../common/action-dialog';
import { AdminList } from '../list/admin-list';
import { adminStrings } from '../strings';
import { InstructionDialog } from './instruction-dialog';
import { contentStrings } from './strings';

export function InstructionsSection() {
  const t = useT(contentStrings);
  const at = useT(adminStrings);
  const lang = useLanguage();
  const [open, setOpen] = useState<
    { dialog: 'new' } | { dialog: 'edit' | 'delete'; instruction: AdminInstruction } | null
  >(null);

  const columns: DataColumn<AdminInstruction>[] = [
    {
      id: 'position',
      header: t('banners.position'),
      sortable: true,
      numeric: true,
      cell: (i) => i.position,
    },
    {
      id: 'location',
      header: t('instructions.location'),
      cell: (i) => t(`instructions.locations.${i.location}`),
    },
    { id: 'title', header: t('banners.title'), cell: (i) => <strong>{i.title[lang]}</strong> },
    {
      id: 'actions',
      header: at('users.actions'),
      cell: (i) => (
        <Cluster $gap={1}>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setOpen({ dialog: 'edit', instruction: i })}
          >
            {t('banners.edit')}
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={() => setOpen({ dialog: 'delete', instruction: i })}
          >
            {t('banners.delete')}
          </Button>
        </Cluster>
      ),
    },
  ];

  return (
    <>
      <AdminList<AdminInstruction>
        api="/admin/instruction"
        caption={(total) => t('instructions.caption', { count: total })}
        columns={columns}
        rowKey={(i) => i.id}
        rowAttributes={(i) => ({ 'data-instruction': String(i.id) })}
        searchLabel={t('instructions.search')}
        filters={[
          {
            name: 'location',
            label: t('instructions.location'),
            kind: 'select',
            options: INSTRUCTION_LOCATIONS.map((location) => ({
              value: location,
              label: t(`instructions.locations.${location}`),
            })),
          },
        ]}
        empty={t('instructions.empty')}
        actions={
          <Button size="sm" onClick={() => setOpen({ dialog: 'new' })}>
            {t('instructions.new')}
          </Button>
        }
      />
      {open?.dialog === 'new' ? <InstructionDialog onClose={() => setOpen(null)} /> : null}
      {open?.dialog === 'edit' ? (
        <InstructionDialog instruction={open.instruction} onClose={() => setOpen(null)} />
      ) : null}
      {open?.dialog === 'delete' ? (
        <ActionDialog
          open
          danger
          title={t('instructions.deleteTitle')}
          description={t('instructions.deleteText', { title: open.instruction.title[lang] })}
          confirmLabel={t('banners.delete')}
          onConfirm={() => adminWrite('delete', `/admin/instruction/${open.instruction.id}`)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
