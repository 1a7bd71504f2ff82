// A saved banner's picture sent from its dialog (PUT /admin/banner/{id}/image, multipart, field
// `image`) with a progress bar: the chosen file is previewed before it goes, checked against
// BANNER_IMAGE_MAX_BYTES first, and the server's refusal (not a PNG, JPEG or WebP; too large) is
// shown beside the file input. The answer's address becomes the dialog's image address.
import { useEffect, useState } from 'react';
import { BANNER_IMAGE_MAX_BYTES, BANNER_IMAGE_TYPES, type AdminBanner } from '@savdo/contract';
import { adminUpload, apiErrorMessage } from '@savdo/core';
import { Button, Stack, useT } from '@savdo/ui';
import { FileField } from './file-field';
import { contentStrings } from './strings';
import { UploadStatus, type UploadNote } from './upload-status';

const MB = BANNER_IMAGE_MAX_BYTES / 1024 / 1024;

/** A local address for the chosen file's preview (jsdom and old browsers have none). */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

export function BannerImage(props: {
  bannerId: number;
  /** The chosen file's preview, or null when none is chosen (the dialog shows the saved one). */
  onPreview: (url: string | null) => void;
  onUploaded: (banner: AdminBanner) => void;
}) {
  const t = useT(contentStrings);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [note, setNote] = useState<UploadNote | null>(null);
  const preview = useObjectUrl(file);
  const { onPreview } = props;
  useEffect(() => onPreview(preview), [preview, onPreview]);

  const upload = async () => {
    if (!file) return setNote({ text: t('banners.chooseImage'), error: true });
    if (file.size > BANNER_IMAGE_MAX_BYTES)
      return setNote({ text: t('banners.imageTooLarge', { mb: MB }), error: true });
    const form = new FormData();
    form.append('image', file, file.name);
    setNote(null);
    setProgress(0);
    try {
      const banner = await adminUpload<AdminBanner>(
        `/admin/banner/${props.bannerId}/image`,
        form,
        setProgress,
        'PUT',
      );
      setFile(null);
      props.onUploaded(banner);
      setNote({ text: t('banners.imageUploaded') });
    } catch (error) {
      setNote({ text: apiErrorMessage(error, t('banners.imageUploadFailed')), error: true });
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <Stack $gap={2} data-banner-image={props.bannerId}>
      <FileField
        label={t('banners.imageFile', { mb: MB })}
        accept={BANNER_IMAGE_TYPES.join(',')}
        disabled={busy}
        onFile={(chosen) => {
          setNote(null);
          setFile(chosen);
        }}
      />
      <div>
        <Button size="sm" variant="secondary" onClick={upload} disabled={busy}>
          {t('banners.uploadImage')}
        </Button>
      </div>
      <UploadStatus progress={progress} note={note} />
    </Stack>
  );
}
