// The subscription plans (docs/product.md, /upgrade-plan): each plan's level, price, length and
// what it includes; an operator edits them (plan-edit-dialog.tsx).
import { useState } from 'react';
import type { SubscriptionPlan } from '@savdo/contract';
import { formatUzs } from '@savdo/core';
import { Button, useT, useLanguage } from '@savdo/ui';
import type { DataColumn } from '@savdo/ui/data-table';
import { AdminList } from '../list/admin-list';
import { adminStrings } from '../strings';
import { PlanEditDialog } from './plan-edit-dialog';
import { contentStrings } from './strings';

export function PlansSection() {
  const t = useT(contentStrings);
  const at = useT(adminStrings);
  const lang = useLanguage();
  const [editing, setEditing] = useState<SubscriptionPlan | null>(null);

  const columns: DataColumn<SubscriptionPlan>[] = [
    { id: 'level', header: t('plans.level'), sortable: true, numeric: true, cell: (p) => p.level },
    { id: 'name', header: t('plans.name'), cell: (p) => <strong>{p.name}</strong> },
    {
      id: 'price',
      header: t('plans.price'),
      sortable: true,
      numeric: true,
      cell: (p) => formatUzs(p.price, lang),
    },
    {
      id: 'duration',
      header: t('plans.duration'),
      cell: (p) => t('plans.days', { count: p.duration_days }),
    },
    {
      id: 'features',
      header: t('plans.features'),
      cell: (p) => p.features.join(' · '),
    },
    {
      id: 'actions',
      header: at('users.actions'),
      cell: (p) => (
        <Button size="sm" variant="secondary" onClick={() => setEditing(p)}>
          {t('plans.edit')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <AdminList<SubscriptionPlan>
        api="/admin/plans"
        caption={(total) => t('plans.caption', { count: total })}
        columns={columns}
        rowKey={(p) => p.id}
        rowAttributes={(p) => ({ 'data-plan': String(p.id) })}
        searchLabel={t('plans.search')}
        defaultSort={{ id: 'level', desc: false }}
        empty={t('plans.empty')}
      />
      {editing ? <PlanEditDialog plan={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
