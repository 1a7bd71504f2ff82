// One file sent to a record (a resource's PDF, a banner's image) with a progress bar: the file
// is checked against the contract's size limit first, and the server's refusal is shown beside
// the file input.
import { useState } from 'react';
import { adminUpload, apiErrorMessage } from '@savdo/core';
import { Button, Modal, Stack, useT } from '@savdo/ui';
import { adminStrings } from '../strings';
import { FileField } from './file-field';
import { contentStrings } from './strings';
import { UploadStatus, type UploadNote } from './upload-status';

export interface UploadDialogProps {
  title: string;
  description: string;
  fileLabel: string;
  accept: string;
  /** The multipart field the route reads. */
  field: string;
  path: string;
  method: 'POST' | 'PUT';
  maxBytes: number;
  texts: { choose: string; tooLarge: string; done: string; failed: string };
  onClose: () => void;
}

export function UploadDialog(props: UploadDialogProps) {
  const t = useT(contentStrings);
  const at = useT(adminStrings);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [note, setNote] = useState<UploadNote | null>(null);
  const [done, setDone] = useState(false);

  const send = async () => {
    if (!file) return setNote({ text: props.texts.choose, error: true });
    if (file.size > props.maxBytes) return setNote({ text: props.texts.tooLarge, error: true });
    const form = new FormData();
    form.append(props.field, file, file.name);
    setNote(null);
    setProgress(0);
    try {
      await adminUpload(props.path, form, setProgress, props.method);
      setNote({ text: props.texts.done });
      setDone(true);
    } catch (error) {
      setNote({ text: apiErrorMessage(error, props.texts.failed), error: true });
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <Modal
      open
      onClose={busy ? undefined : props.onClose}
      dismissible={!busy}
      title={props.title}
      description={props.description}
      footer={
        done ? (
          <Button onClick={props.onClose}>{at('common.back')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={props.onClose} disabled={busy}>
              {at('common.cancel')}
            </Button>
            <Button onClick={send} disabled={busy}>
              {t('form.upload')}
            </Button>
          </>
        )
      }
    >
      <Stack $gap={3}>
        {done ? null : (
          <FileField
            label={props.fileLabel}
            accept={props.accept}
            disabled={busy}
            onFile={setFile}
          />
        )}
        <UploadStatus progress={progress} note={note} />
      </Stack>
    </Modal>
  );
}
