// Creating or editing a resource (POST /admin/resources, PATCH /admin/resources/{id}): kind,
// category, price (0 is free), featured, links, and its texts in uz, ru and en (a language with
// no title is left out; an article needs its text in each language it has). Checked with the
// contract's schema first; an edit sends only what changed, `texts` naming only the languages
// that changed (the server replaces those).
import styled from 'styled-components';
import {
  AdminResourceBodySchema,
  AdminResourcePatchSchema,
  LANGUAGES,
  RESOURCE_KINDS,
  type AdminResourceBody,
  type AdminResourceTexts,
  type Language,
  type Resource,
  type ResourceKind,
} from '@savdo/contract';
import { adminWrite } from '@savdo/core';
import { Button, Checkbox, Modal, Select, Stack, TextField, token, useT } from '@savdo/ui';
import { useSchemaForm } from '../common/use-schema-form';
import { adminStrings } from '../strings';
import { changes } from './changes';
import { LongTextField } from './long-text-field';
import { numberOf } from './numbers';
import { contentStrings } from './strings';

const FIELDS = ['kind', 'category_name', 'texts', 'price', 'is_featured', 'video_url', 'image_url'];

const Failure = styled.p`
  margin: 0;
  color: ${token('color-danger')};
`;

const Group = styled.fieldset`
  display: grid;
  gap: ${token('space-2')};
  margin: 0;
  padding: ${token('space-3')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  min-width: 0;
`;

type Text = { title: string; description: string; body: string };
interface Draft {
  kind: ResourceKind;
  category_name: string;
  price: string;
  is_featured: boolean;
  video_url: string;
  image_url: string;
  texts: Record<Language, Text>;
}

function draftOf(resource: Resource | undefined): Draft {
  const text = (lang: Language): Text => ({
    title: resource?.translations[lang]?.title ?? '',
    description: resource?.translations[lang]?.description ?? '',
    body: '',
  });
  return {
    kind: resource?.kind ?? 'pdf',
    category_name: resource?.category_name ?? '',
    price: String(resource?.price ?? 0),
    is_featured: resource?.is_featured ?? false,
    video_url: resource?.video_url ?? '',
    image_url: resource?.image_url ?? '',
    texts: { uz: text('uz'), ru: text('ru'), en: text('en') },
  };
}

function bodyOf(draft: Draft): AdminResourceBody {
  const texts: AdminResourceTexts = {};
  for (const lang of LANGUAGES) {
    const { title, description, body } = draft.texts[lang];
    if (!title.trim()) continue;
    texts[lang] = {
      title: title.trim(),
      description: description.trim(),
      ...(body.trim() ? { body: body.trim() } : {}),
    };
  }
  return {
    kind: draft.kind,
    category_name: draft.category_name.trim(),
    texts,
    price: numberOf(draft.price),
    is_featured: draft.is_featured,
    video_url: draft.video_url.trim() || null,
    image_url: draft.image_url.trim() || null,
  };
}

export function ResourceDialog({
  resource,
  onClose,
}: {
  resource?: Resource;
  onClose: () => void;
}) {
  const t = useT(contentStrings);
  const at = useT(adminStrings);
  const form = useSchemaForm({
    initial: () => draftOf(resource),
    schema: resource ? AdminResourcePatchSchema : AdminResourceBodySchema,
    body: (draft: Draft) => {
      const full = bodyOf(draft);
      if (!resource) return full;
      const before = bodyOf(draftOf(resource));
      const body = changes(before, full);
      if (body.texts) body.texts = changes(before.texts, body.texts);
      return body;
    },
    fields: FIELDS,
    send: (body: Partial<AdminResourceBody>) =>
      resource
        ? adminWrite('patch', `/admin/resources/${resource.id}`, body)
        : adminWrite('post', '/admin/resources', body),
    onSent: onClose,
  });
  const { draft, set, errors, failure, busy } = form;
  const setText = (lang: Language, patch: Partial<Text>) =>
    set({ texts: { ...draft.texts, [lang]: { ...draft.texts[lang], ...patch } } });

  return (
    <Modal
      open
      onClose={onClose}
      width={720}
      title={
        resource ? t('resources.editTitle', { title: resource.title }) : t('resources.newTitle')
      }
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
          label={t('resources.kind')}
          value={draft.kind}
          options={RESOURCE_KINDS.map((kind) => ({
            value: kind,
            label: t(`resources.kinds.${kind}`),
          }))}
          onChange={(e) => set({ kind: e.target.value as ResourceKind })}
        />
        <TextField
          label={t('resources.category')}
          value={draft.category_name}
          error={errors.category_name}
          onChange={(e) => set({ category_name: e.target.value })}
        />
        <TextField
          label={t('resources.price')}
          inputMode="numeric"
          value={draft.price}
          error={errors.price}
          onChange={(e) => set({ price: e.target.value })}
        />
        <Checkbox
          label={t('resources.featured')}
          checked={draft.is_featured}
          onChange={(e) => set({ is_featured: e.target.checked })}
        />
        {draft.kind === 'video' ? (
          <TextField
            label={t('resources.videoUrl')}
            value={draft.video_url}
            error={errors.video_url}
            onChange={(e) => set({ video_url: e.target.value })}
          />
        ) : null}
        {draft.kind === 'video' && resource?.kind === 'video' ? (
          <p data-resource-video>
            {resource.playback_url ? t('resources.hasVideo') : t('resources.noVideo')}
          </p>
        ) : null}
        <TextField
          label={t('resources.image')}
          value={draft.image_url}
          error={errors.image_url}
          onChange={(e) => set({ image_url: e.target.value })}
        />
        {errors.texts ? <Failure role="alert">{errors.texts}</Failure> : null}
        {LANGUAGES.map((lang) => {
          const language = t(`resources.languages.${lang}`);
          return (
            <Group key={lang}>
              <legend>{t('resources.languageTexts', { language })}</legend>
              <TextField
                label={t('resources.textTitle', { language })}
                value={draft.texts[lang].title}
                onChange={(e) => setText(lang, { title: e.target.value })}
              />
              <LongTextField
                label={t('resources.textDescription', { language })}
                value={draft.texts[lang].description}
                onChange={(e) => setText(lang, { description: e.target.value })}
              />
              {draft.kind === 'article' ? (
                <LongTextField
                  label={t('resources.textBody', { language })}
                  value={draft.texts[lang].body}
                  onChange={(e) => setText(lang, { body: e.target.value })}
                />
              ) : null}
            </Group>
          );
        })}
        {failure ? <Failure role="alert">{failure}</Failure> : null}
      </Stack>
    </Modal>
  );
}
