// Editing a plan (PATCH /admin/plans/{id}): its price, length and what it includes, in English
// and in uz and ru (each language's name with its list). The level is not editable (premium
// signals and upgrades are ordered by it); a new price applies to the next purchase or renewal.
// Checked with AdminPlanPatchSchema first; only what changed is sent.
import styled from 'styled-components';
import { AdminPlanPatchSchema, type AdminPlanPatch, type SubscriptionPlan } from '@savdo/contract';
import { adminWrite } from '@savdo/core';
import { Button, Modal, Stack, TextField, token, useT } from '@savdo/ui';
import { useSchemaForm } from '../common/use-schema-form';
import { adminStrings } from '../strings';
import { changes } from './changes';
import { LongTextField } from './long-text-field';
import { numberOf } from './numbers';
import { contentStrings } from './strings';

const FIELDS = ['name', 'price', 'duration_days', 'features', 'translations'];

const Failure = styled.p`
  margin: 0;
  color: ${token('color-danger')};
`;

interface Draft {
  name: string;
  price: string;
  duration_days: string;
  features: string;
  uzName: string;
  uzFeatures: string;
  ruName: string;
  ruFeatures: string;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function draftOf(plan: SubscriptionPlan): Draft {
  return {
    name: plan.name,
    price: String(plan.price),
    duration_days: String(plan.duration_days),
    features: plan.features.join('\n'),
    uzName: plan.translations.uz?.name ?? '',
    uzFeatures: (plan.translations.uz?.features ?? []).join('\n'),
    ruName: plan.translations.ru?.name ?? '',
    ruFeatures: (plan.translations.ru?.features ?? []).join('\n'),
  };
}

function patchOf(draft: Draft): AdminPlanPatch {
  return {
    name: draft.name.trim(),
    price: numberOf(draft.price),
    duration_days: numberOf(draft.duration_days),
    features: lines(draft.features),
    translations: {
      uz: { name: draft.uzName.trim(), features: lines(draft.uzFeatures) },
      ru: { name: draft.ruName.trim(), features: lines(draft.ruFeatures) },
    },
  };
}

export function PlanEditDialog({ plan, onClose }: { plan: SubscriptionPlan; onClose: () => void }) {
  const t = useT(contentStrings);
  const at = useT(adminStrings);
  const form = useSchemaForm({
    initial: () => draftOf(plan),
    schema: AdminPlanPatchSchema,
    body: (draft: Draft) => {
      const before = patchOf(draftOf(plan));
      const body = changes(before, patchOf(draft));
      // Only the languages that changed (each sent whole: its name with its list).
      if (body.translations)
        body.translations = changes(before.translations ?? {}, body.translations);
      return body;
    },
    fields: FIELDS,
    send: (body) => adminWrite('patch', `/admin/plans/${plan.id}`, body),
    onSent: onClose,
  });
  const { draft, set, errors, failure, busy } = form;

  return (
    <Modal
      open
      onClose={onClose}
      title={t('plans.editTitle', { name: plan.name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {at('common.cancel')}
          </Button>
          <Button onClick={() => void form.submit()} disabled={busy}>
            {at('common.save')}
          </Button>
        </>
      }
    >
      <Stack $gap={3}>
        <TextField
          label={t('plans.name')}
          value={draft.name}
          error={errors.name}
          onChange={(e) => set({ name: e.target.value })}
        />
        <TextField
          label={t('plans.price')}
          hint={t('plans.priceHint')}
          inputMode="numeric"
          value={draft.price}
          error={errors.price}
          onChange={(e) => set({ price: e.target.value })}
        />
        <TextField
          label={t('plans.duration')}
          inputMode="numeric"
          value={draft.duration_days}
          error={errors.duration_days}
          onChange={(e) => set({ duration_days: e.target.value })}
        />
        <LongTextField
          label={t('plans.features')}
          value={draft.features}
          error={errors.features}
          onChange={(e) => set({ features: e.target.value })}
        />
        <TextField
          label={t('plans.uzName')}
          value={draft.uzName}
          error={errors.translations}
          onChange={(e) => set({ uzName: e.target.value })}
        />
        <LongTextField
          label={t('plans.uzFeatures')}
          value={draft.uzFeatures}
          onChange={(e) => set({ uzFeatures: e.target.value })}
        />
        <TextField
          label={t('plans.ruName')}
          value={draft.ruName}
          onChange={(e) => set({ ruName: e.target.value })}
        />
        <LongTextField
          label={t('plans.ruFeatures')}
          value={draft.ruFeatures}
          onChange={(e) => set({ ruFeatures: e.target.value })}
        />
        {failure ? <Failure role="alert">{failure}</Failure> : null}
      </Stack>
    </Modal>
  );
}
