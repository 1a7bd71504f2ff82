// The composer: Enter sends, Shift+Enter starts a new line; images are attached with a preview
// (at most 2, 5 MB each, images only: a clear line says which rule a file broke), uploaded when
// the message is sent, then sent with it. A server refusal (mute, send limit) is shown as its
// message.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { CHAT_TEXT_MAX, type ChatSendRequest } from '@savdo/contract';
import { apiErrorMessage } from '@savdo/core';
import { chatApi, checkAttachments, type AttachmentProblem } from '@savdo/core/chat';
import { Button, token, useT, visuallyHidden } from '@savdo/ui';
import { chatStrings } from './strings';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${token('space-2')};
  padding: ${token('space-3')};
  border-top: ${token('border-width')} solid ${token('color-border')};
  & textarea {
    width: 100%;
    min-height: 2.6rem;
    max-height: 9rem;
    resize: vertical;
    box-sizing: border-box;
    padding: ${token('space-2')};
    border: ${token('border-width')} solid ${token('color-border')};
    border-radius: ${token('radius-md')};
    background: ${token('color-surface')};
    color: ${token('color-text')};
    font: inherit;
  }
  & .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${token('space-2')};
    justify-content: space-between;
  }
  & .actions {
    display: flex;
    gap: ${token('space-2')};
    margin-left: auto;
  }
  & .actions button {
    white-space: nowrap;
  }
  & .hint {
    flex: 1 1 10rem;
    font-size: ${token('font-size-xs')};
    color: ${token('color-text-muted')};
  }
  & .problem {
    font-size: ${token('font-size-xs')};
    color: ${token('color-danger')};
  }
  & .previews {
    display: flex;
    gap: ${token('space-2')};
  }
  & .preview {
    position: relative;
  }
  & .preview img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: ${token('radius-sm')};
  }
  & .preview button {
    position: absolute;
    top: -6px;
    right: -6px;
  }
  & input[type='file'] {
    ${visuallyHidden}
  }
`;

interface Attachment {
  key: number;
  file: File;
  /** A data: URL. Not an object URL: the product's CSP (and many partner pages') allows data:
   * images but not blob: ones, and a blocked preview is a broken picture. */
  preview: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

let nextKey = 1;

const PROBLEM_KEYS: Record<
  AttachmentProblem,
  'composer.notImage' | 'composer.tooLarge' | 'composer.tooMany'
> = {
  'not-image': 'composer.notImage',
  'too-large': 'composer.tooLarge',
  'too-many': 'composer.tooMany',
};

export interface ComposerProps {
  onSend: (body: ChatSendRequest) => Promise<unknown>;
  disabled?: boolean;
}

export function Composer({ onSend, disabled = false }: ComposerProps) {
  const t = useT(chatStrings);
  const id = useId();
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // Files being read into previews count against the limit already.
  const reading = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const addFiles = (list: FileList | null) => {
    const files = [...(list ?? [])];
    const { accepted, problem: found } = checkAttachments(
      files,
      attachments.length + reading.current,
    );
    setProblem(found ? t(PROBLEM_KEYS[found]) : null);
    if (fileInput.current) fileInput.current.value = '';
    for (const i of accepted) {
      const file = files[i];
      if (!file) continue;
      reading.current += 1;
      readAsDataUrl(file)
        .then((preview) => {
          if (mounted.current)
            setAttachments((current) => [...current, { key: nextKey++, file, preview }]);
        })
        .catch(() => {
          if (mounted.current) setProblem(t('composer.notImage'));
        })
        .finally(() => {
          reading.current -= 1;
        });
    }
  };

  const remove = (key: number) => {
    setAttachments((current) => current.filter((a) => a.key !== key));
    setProblem(null);
  };

  const canSend = !sending && !disabled && (text.trim() !== '' || attachments.length > 0);

  const submit = async () => {
    if (!canSend) return;
    setSending(true);
    setProblem(null);
    try {
      const ids: string[] = [];
      for (const a of attachments)
        ids.push((await chatApi.uploadChatImage(a.file, a.file.name)).result.id);
      await onSend({ text, ...(ids.length > 0 ? { image_ids: ids } : {}) });
      setAttachments([]);
      setText('');
    } catch (error) {
      setProblem(apiErrorMessage(error, t('composer.failed')));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <Form
      part="composer"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {attachments.length > 0 ? (
        <div className="previews">
          {attachments.map((a) => (
            <div className="preview" key={a.key}>
              <img src={a.preview} alt={a.file.name} />
              <Button
                type="button"
                size="sm"
                variant="secondary"
                aria-label={t('composer.remove')}
                onClick={() => remove(a.key)}
              >
                ×
              </Button>
            </div>
          ))}
        </div>
      ) : null}
      <label
        htmlFor={`${id}-text`}
        style={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        }}
      >
        {t('composer.label')}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        maxLength={CHAT_TEXT_MAX}
        placeholder={t('composer.placeholder')}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        rows={2}
        disabled={disabled}
        data-testid="chat-input"
      />
      {problem ? (
        <div className="problem" role="alert">
          {problem}
        </div>
      ) : null}
      <div className="row">
        <span className="hint">{t('composer.limits')}</span>
        <span className="actions">
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            multiple
            // Reached through the Attach button: focused itself, it would be an invisible stop
            // that a screen reader names in the browser's language ("Choose Files").
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => addFiles(e.target.files)}
            data-testid="chat-file"
          />
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={disabled || attachments.length >= 2}
            onClick={() => fileInput.current?.click()}
          >
            {t('composer.attach')}
          </Button>
          <Button type="submit" size="sm" disabled={!canSend} data-testid="chat-send">
            {sending ? t('composer.sending') : t('composer.send')}
          </Button>
        </span>
      </div>
    </Form>
  );
}
