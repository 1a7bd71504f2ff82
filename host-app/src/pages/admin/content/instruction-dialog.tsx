// Creating or editing an instruction (POST /admin/instruction, PATCH /admin/instruction/{id}):
// the page it is shown on, its title and text in uz, ru and en, a video link and its order among
// that page's instructions. Checked with InstructionInputSchema / InstructionPatchSchema first;
// an edit sends only what changed.
import styled from 'styled-components';
import {
  INSTRUCTION_LOCATIONS,
  InstructionInputSchema,
  InstructionPatchSchema,
  LANGUAGES,
  type AdminInstruction,
  type InstructionInput,
  type InstructionLocation,
  type Language,
} from '@savdo/contract';
import { adminWrite } from '@savdo/core';
import { Button, Modal, Select, Stack, TextField, token, useT } from '@savdo/ui';
import { useSchemaForm } from '../common/use-schema-form';
import { adminStrings } from '../strings';
import { changes } from './changes';
import { LongTextField } from './long-text-field';
import { numberOf } from './numbers';
import { contentStrings } from './strings';

const FIELDS = ['location', 'title', 'body', 'video_url', 'position'];

const Failure = styled.p`
  margin: 0;
  color: ${token('color-danger')};
`;

interface Draft {
  location: InstructionLocation;
  title: Record<Language, string>;
  body: Record<Language, string>;
  video_url: string;
  position: string;
}

function draftOf(item: AdminInstruction | undefined): Draft {
  return {
    location: item?.location ?? 'dashboard',
    title: { uz: item?.title.uz ?? '', ru: item?.title.ru ?? '', en: item?.title.en ?? '' },
    body: { uz: item?.body.uz ?? '', ru: item?.body.ru ?? '', en: item?.body.en ?? '' },
    video_url: item?.video_url ?? '',
    position: String(item?.position ?? 0),
  };
}

const trimmed = (text: Record<Language, string>) => ({
  uz: text.uz.trim(),
  ru: text.ru.trim(),
  en: text.en.trim(),
});

function bodyOf(draft: Draft): InstructionInput {
  return {
    location: draft.location,
    title: trimmed(draft.title),
    body: trimmed(draft.body),
    video_url: draft.video_url.trim() || null,
    position: numberOf(draft.position),
  };
}

export function InstructionDialog({
  instruction,
  onClose,
}: {
  instruction?: AdminInstruction;
  onClose: () => void;
}) {
  const t = useT(contentStrings);
  const at = useT(adminStrings);
  const form = useSchemaForm({
    initial: () => draftOf(instruction),
    schema: instruction ? InstructionPatchSchema : InstructionInputSchema,
    body: (draft: Draft) =>
      instruction ? changes(bodyOf(draftOf(instruction)), bodyOf(draft)) : bodyOf(draft),
    fields: FIELDS,
    send: (body) =>
      instruction
        ? adminWrite('patch', `/admin/instruction/${instruction.id}`, body)
        : adminWrite('post', '/admin/instruction', body),
    onSent: onClose,
  });
  const { draft, set, errors, failure, busy } = form;

  const language = (lang: Language) => t(`resources.languages.${lang}`);
  return (
    <Modal
      open
      onClose={onClose}
      width={720}
      title={instruction ? t('instructions.editTitle') : t('instructions.newTitle')}
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
        <Select
          label={t('instructions.location')}
          value={draft.location}
          options={INSTRUCTION_LOCATIONS.map((location) => ({
            value: location,
            label: t(`instructions.locations.${location}`),
          }))}
          onChange={(e) => set({ location: e.target.value as InstructionLocation })}
        />
        {LANGUAGES.map((lang) => (
          <TextField
            key={`title-${lang}`}
            label={t('banners.titleIn', { language: language(lang) })}
            value={draft.title[lang]}
            error={lang === 'uz' ? errors.title : undefined}
            onChange={(e) => set({ title: { ...draft.title, [lang]: e.target.value } })}
          />
        ))}
        {LANGUAGES.map((lang) => (
          <LongTextField
            key={`body-${lang}`}
            label={t('instructions.bodyIn', { language: language(lang) })}
            value={draft.body[lang]}
            error={lang === 'uz' ? errors.body : undefined}
            onChange={(e) => set({ body: { ...draft.body, [lang]: e.target.value } })}
          />
        ))}
        <TextField
          label={t('instructions.video')}
          value={draft.video_url}
          error={errors.video_url}
          onChange={(e) => set({ video_url: e.target.value })}
        />
        <TextField
          label={t('banners.position')}
          hint={t('banners.positionHint')}
          inputMode="numeric"
          value={draft.position}
          error={errors.position}
          onChange={(e) => set({ position: e.target.value })}
        />
        {failure ? <Failure role="alert">{failure}</Failure> : null}
      </Stack>
    </Modal>
  );
}
