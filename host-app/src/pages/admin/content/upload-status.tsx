// What an upload in the back office shows under its file input: while it runs, a progress bar
// and the percent sent; after, the outcome (saved, or the server's refusal). One piece for the
// lesson video, the resource file and video, and the banner picture.
import styled from 'styled-components';
import { token, useT } from '@savdo/ui';
import { contentStrings } from './strings';

export interface UploadNote {
  text: string;
  error?: boolean;
}

const Note = styled.p<{ $error?: boolean }>`
  margin: 0;
  color: ${(p) => (p.$error ? token('color-danger') : token('color-success'))};
`;

/** `progress`: the share sent (0–1) while the upload runs, null when none runs. */
export function UploadStatus({
  progress,
  note,
}: {
  progress: number | null;
  note: UploadNote | null;
}) {
  const t = useT(contentStrings);
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <>
      {progress !== null ? (
        <>
          <progress max={100} value={percent} aria-label={t('lessons.progress')} />
          <span role="status">{t('lessons.uploading', { percent })}</span>
        </>
      ) : null}
      {note ? (
        <Note role={note.error ? 'alert' : 'status'} $error={note.error}>
          {note.text}
        </Note>
      ) : null}
    </>
  );
}
