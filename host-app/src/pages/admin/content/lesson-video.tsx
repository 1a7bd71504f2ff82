// A lesson's video upload (POST /admin/courses/lessons/{id}/video, multipart) with a progress
// bar: a video runs to hundreds of megabytes, so the operator sees how much has gone, and a
// refusal (no file, too large, not a video) is shown beside the file input.
import { useState } from 'react';
import styled from 'styled-components';
import { adminUpload, apiErrorMessage } from '@savdo/core';
import { Button, Cluster, token, useFieldId, useT } from '@savdo/ui';
import { contentStrings } from './strings';
import { UploadStatus, type UploadNote } from './upload-status';

const Box = styled.div`
  display: grid;
  gap: ${token('space-1')};
  font-size: ${token('font-size-sm')};
  input[type='file'] {
    max-width: 100%;
  }
  progress {
    width: 100%;
    max-width: 320px;
  }
`;

export function LessonVideo({ lessonId, title }: { lessonId: number; title: string }) {
  const t = useT(contentStrings);
  const id = useFieldId('lesson-video');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [note, setNote] = useState<UploadNote | null>(null);

  const upload = async () => {
    setNote(null);
    if (!file) {
      setNote({ text: t('lessons.chooseVideo'), error: true });
      return;
    }
    const form = new FormData();
    form.append('file', file, file.name);
    setProgress(0);
    try {
      await adminUpload(`/admin/courses/lessons/${lessonId}/video`, form, setProgress);
      setNote({ text: t('lessons.uploaded') });
      setFile(null);
    } catch (error) {
      setNote({ text: apiErrorMessage(error, t('lessons.uploadFailed')), error: true });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box data-lesson-video={lessonId}>
      <label htmlFor={id}>
        {t('lessons.video')}: {title}
      </label>
      <Cluster $gap={2}>
        <input
          id={id}
          type="file"
          accept="video/*"
          disabled={progress !== null}
          aria-invalid={note?.error ? true : undefined}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <Button size="sm" variant="secondary" disabled={progress !== null} onClick={upload}>
          {t('lessons.upload')}
        </Button>
      </Cluster>
      <UploadStatus progress={progress} note={note} />
    </Box>
  );
}
