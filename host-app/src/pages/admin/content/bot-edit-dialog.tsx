// Editing an expert advisor's listing (PATCH /admin/algo-trade/bots/{id}): name, author, type,
// platforms, description, image, live signal, the uz and ru name and description, its plans
// (bot-plans-editor.tsx) and its purchase form (bot-form-editor.tsx). Checked with
// AdminAlgoBotPatchSchema before it is sent (and no two plans of one period); only the changed
// fields go (the server merges the translations per language; plans and form go whole).
import styled from 'styled-components';
import {
  ALGO_BOT_TYPES,
  ALGO_PLATFORMS,
  AdminAlgoBotPatchSchema,
  type AdminAlgoBot,
  type AdminAlgoBotPatch,
  type AlgoBotType,
  type AlgoPlatform,
} from '@savdo/contract';
import { adminWrite } from '@savdo/core';
import { Button, Checkbox, Cluster, Modal, Select, Stack, TextField, token, useT } from '@savdo/ui';
import { useSchemaForm } from '../common/use-schema-form';
import { adminStrings } from '../strings';
import { BotFormEditor, fieldDraftsOf, formFieldsOf, type FieldDraft } from './bot-form-editor';
import {
  BotPlansEditor,
  periodTwice,
  planDraftsOf,
  plansOf,
  type PlanDraft,
} from './bot-plans-editor';
import { changes } from './changes';
import { LongTextField } from './long-text-field';
import { contentStrings } from './strings';

const FIELDS = [
  'name',
  'author',
  'type',
  'platforms',
  'description',
  'image_url',
  'translations',
  'plans',
  'form_fields',
];

/** The listing's fields as the patch has them; plans and form fields as the operator typed them. */
type Draft = Omit<AdminAlgoBotPatch, 'plans' | 'form_fields'> & {
  plans: PlanDraft[];
  form_fields: FieldDraft[];
};

const Failure = styled.p`
  margin: 0;
  color: ${token('color-danger')};
`;

function draftOf(bot: AdminAlgoBot): Draft {
  return {
    name: bot.name,
    author: bot.author,
    type: bot.type,
    platforms: bot.platforms,
    description: bot.description,
    image_url: bot.image_url,
    live_signal: bot.live_signal,
    translations: {
      uz: {
        name: bot.translations.uz?.name ?? '',
        description: bot.translations.uz?.description ?? '',
      },
      ru: {
        name: bot.translations.ru?.name ?? '',
        description: bot.translations.ru?.description ?? '',
      },
    },
    plans: planDraftsOf(bot.plans),
    form_fields: fieldDraftsOf(bot.form_fields),
  };
}

function patchOf(draft: Draft): AdminAlgoBotPatch {
  return { ...draft, plans: plansOf(draft.plans), form_fields: formFieldsOf(draft.form_fields) };
}

export function BotEditDialog({ bot, onClose }: { bot: AdminAlgoBot; onClose: () => void }) {
  const t = useT(contentStrings);
  const at = useT(adminStrings);
  const form = useSchemaForm({
    initial: () => draftOf(bot),
    schema: AdminAlgoBotPatchSchema,
    body: (draft: Draft) => {
      const cleaned: AdminAlgoBotPatch = {
        ...patchOf(draft),
        name: draft.name?.trim(),
        author: draft.author?.trim(),
        image_url: draft.image_url?.trim() || null,
      };
      const before = patchOf(draftOf(bot));
      const body = changes(before, cleaned);
      // Only the languages that changed: the server merges them into the others.
      if (body.translations)
        body.translations = changes(before.translations ?? {}, body.translations);
      return body;
    },
    fields: FIELDS,
    send: (body) => adminWrite('patch', `/admin/algo-trade/bots/${bot.id}`, body),
    onSent: onClose,
  });
  const { draft, set, errors, failure, busy } = form;
  // The schema cannot see two plans of one period; the server refuses them too.
  const save = () => {
    if (periodTwice(draft.plans)) form.setErrors({ plans: t('bots.planTwice') });
    else void form.submit();
  };
  const text = (lang: 'uz' | 'ru', patch: { name?: string; description?: string }) =>
    set({
      translations: { ...draft.translations, [lang]: { ...draft.translations?.[lang], ...patch } },
    });
  const platforms = draft.platforms ?? [];

  return (
    <Modal
      open
      onClose={onClose}
      title={t('bots.editTitle', { name: bot.name })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {at('common.cancel')}
          </Button>
          <Button onClick={save} disabled={busy}>
            {at('common.save')}
          </Button>
        </>
      }
    >
      <Stack $gap={3} data-bot-form>
        <TextField
          label={t('bots.name')}
          value={draft.name ?? ''}
          error={errors.name}
          onChange={(e) => set({ name: e.target.value })}
        />
        <TextField
          label={t('bots.author')}
          value={draft.author ?? ''}
          error={errors.author}
          onChange={(e) => set({ author: e.target.value })}
        />
        <Select
          label={t('bots.type')}
          value={draft.type ?? bot.type}
          options={ALGO_BOT_TYPES.map((type) => ({ value: type, label: t(`bots.types.${type}`) }))}
          onChange={(e) => set({ type: e.target.value as AlgoBotType })}
        />
        <fieldset>
          <legend>{t('bots.platforms')}</legend>
          <Cluster $gap={3}>
            {ALGO_PLATFORMS.map((platform: AlgoPlatform) => (
              <Checkbox
                key={platform}
                label={platform}
                checked={platforms.includes(platform)}
                onChange={(e) =>
                  set({
                    platforms: e.target.checked
                      ? ALGO_PLATFORMS.filter((p) => p === platform || platforms.includes(p))
                      : platforms.filter((p) => p !== platform),
                  })
                }
              />
            ))}
          </Cluster>
          {errors.platforms ? <Failure role="alert">{errors.platforms}</Failure> : null}
        </fieldset>
        <LongTextField
          label={t('bots.description')}
          value={draft.description ?? ''}
          error={errors.description}
          onChange={(e) => set({ description: e.target.value })}
        />
        <TextField
          label={t('bots.image')}
          value={draft.image_url ?? ''}
          error={errors.image_url}
          onChange={(e) => set({ image_url: e.target.value })}
        />
        <Checkbox
          label={t('bots.liveSignal')}
          checked={draft.live_signal ?? false}
          onChange={(e) => set({ live_signal: e.target.checked })}
        />
        <TextField
          label={t('bots.uzName')}
          value={draft.translations?.uz?.name ?? ''}
          error={errors.translations}
          onChange={(e) => text('uz', { name: e.target.value })}
        />
        <LongTextField
          label={t('form.uzDescription')}
          value={draft.translations?.uz?.description ?? ''}
          onChange={(e) => text('uz', { description: e.target.value })}
        />
        <TextField
          label={t('bots.ruName')}
          value={draft.translations?.ru?.name ?? ''}
          onChange={(e) => text('ru', { name: e.target.value })}
        />
        <LongTextField
          label={t('form.ruDescription')}
          value={draft.translations?.ru?.description ?? ''}
          onChange={(e) => text('ru', { description: e.target.value })}
        />
        <BotPlansEditor
          rows={draft.plans}
          error={errors.plans}
          onChange={(plans) => set({ plans })}
        />
        <BotFormEditor
          rows={draft.form_fields}
          error={errors.form_fields}
          onChange={(fields) => set({ form_fields: fields })}
        />
        {failure ? <Failure role="alert">{failure}</Failure> : null}
      </Stack>
    </Modal>
  );
}
