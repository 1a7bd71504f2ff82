// Creating or editing a banner (POST /admin/banner, PATCH /admin/banner/{id}): its title in uz,
// ru and en (all three: the dashboard shows the reader's language), image, link, the window it is
// shown in and its order. Checked with BannerInputSchema / BannerPatchSchema first; an edit sends
// only what changed. A saved banner's picture can be uploaded here too (banner-image.tsx); a new
// one has no id to upload to yet, so it takes an address and gets its file from Edit.
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import {
  BannerInputSchema,
  BannerPatchSchema,
  LANGUAGES,
  type AdminBanner,
  type BannerInput,
  type Language,
} from '@savdo/contract';
import { adminWrite } from '@savdo/core';
import { Button, Modal, Stack, TextField, token, useT } from '@savdo/ui';
import { BannerImage } from './banner-image';
import { useSchemaForm } from '../common/use-schema-form';
import { adminStrings } from '../strings';
import { changes } from './changes';
import { numberOf } from './numbers';
import { fromLocalInput, toLocalInput } from './schedule';
import { contentStrings } from './strings';

const FIELDS = ['title', 'image_url', 'link_url', 'starts_at', 'ends_at', 'position'];

const Failure = styled.p`
  margin: 0;
  color: ${token('color-danger')};
`;

const Preview = styled.img`
  max-width: 100%;
  max-height: 120px;
  object-fit: contain;
  border-radius: ${token('radius-md')};
`;

interface Draft {
  title: Record<Language, string>;
  image_url: string;
  link_url: string;
  starts_at: string;
  ends_at: string;
  position: string;
}

function draftOf(banner: AdminBanner | undefined): Draft {
  return {
    title: { uz: banner?.title.uz ?? '', ru: banner?.title.ru ?? '', en: banner?.title.en ?? '' },
    image_url: banner?.image_url ?? '',
    link_url: banner?.link_url ?? '',
    starts_at: toLocalInput(banner?.starts_at ?? null),
    ends_at: toLocalInput(banner?.ends_at ?? null),
    position: String(banner?.position ?? 0),
  };
}

function bodyOf(draft: Draft): BannerInput {
  return {
    title: { uz: draft.title.uz.trim(), ru: draft.title.ru.trim(), en: draft.title.en.trim() },
    image_url: draft.image_url.trim(),
    link_url: draft.link_url.trim() || null,
    starts_at: fromLocalInput(draft.starts_at),
    ends_at: fromLocalInput(draft.ends_at),
    position: numberOf(draft.position),
  };
}

export function BannerDialog({ banner, onClose }: { banner?: AdminBanner; onClose: () => void }) {
  const t = useT(contentStrings);
  const at = useT(adminStrings);
  const form = useSchemaForm({
    initial: () => draftOf(banner),
    schema: banner ? BannerPatchSchema : BannerInputSchema,
    body: (draft: Draft) =>
      banner ? changes(bodyOf(draftOf(banner)), bodyOf(draft)) : bodyOf(draft),
    fields: FIELDS,
    send: (body) =>
      banner
        ? adminWrite('patch', `/admin/banner/${banner.id}`, body)
        : adminWrite('post', '/admin/banner', body),
    onSent: onClose,
  });
  const { draft, set, errors, failure, busy } = form;
  const [chosen, setChosen] = useState<string | null>(null);
  const onPreview = useCallback((url: string | null) => setChosen(url), []);

  const image = chosen ?? draft.image_url.trim();
  return (
    <Modal
      open
      onClose={onClose}
      title={banner ? t('banners.editTitle') : t('banners.newTitle')}
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
        {LANGUAGES.map((lang) => (
          <TextField
            key={lang}
            label={t('banners.titleIn', { language: t(`resources.languages.${lang}`) })}
            value={draft.title[lang]}
            error={lang === 'uz' ? errors.title : undefined}
            onChange={(e) => set({ title: { ...draft.title, [lang]: e.target.value } })}
          />
        ))}
        <TextField
          label={t('banners.imageUrl')}
          value={draft.image_url}
          error={errors.image_url}
          onChange={(e) => set({ image_url: e.target.value })}
        />
        {chosen || /^(\/[^/\\]|https?:\/\/)/.test(image) ? (
          <Preview src={image} alt={t('banners.preview')} />
        ) : null}
        {banner ? (
          <BannerImage
            bannerId={banner.id}
            onPreview={onPreview}
            onUploaded={(saved) => set({ image_url: saved.image_url })}
          />
        ) : (
          <p>{t('banners.imageAfterSave')}</p>
        )}
        <TextField
          label={t('banners.link')}
          value={draft.link_url}
          error={errors.link_url}
          onChange={(e) => set({ link_url: e.target.value })}
        />
        <TextField
          label={t('banners.startsAt')}
          type="datetime-local"
          hint={t('banners.open')}
          value={draft.starts_at}
          error={errors.starts_at}
          onChange={(e) => set({ starts_at: e.target.value })}
        />
        <TextField
          label={t('banners.endsAt')}
          type="datetime-local"
          hint={t('banners.open')}
          value={draft.ends_at}
          error={errors.ends_at}
          onChange={(e) => set({ ends_at: e.target.value })}
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
