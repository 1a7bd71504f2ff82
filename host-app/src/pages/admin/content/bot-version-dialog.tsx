// Publishing an expert advisor's new version (POST /admin/algo-trade/bots/{id}/versions,
// multipart): its number, release notes in uz, ru and en, and the MT4 and/or MT5 file, sent with
// a progress bar. The contract's limits are checked first (ADMIN_BOT_VERSION_PATTERN, the notes'
// length, at least one file, ADMIN_EA_FILE_MAX_BYTES); the server's refusal is shown beside the
// field its code names.
import { useState } from 'react';
import styled from 'styled-components';
import {
  ADMIN_BOT_VERSION_PATTERN,
  ADMIN_EA_FILE_MAX_BYTES,
  ADMIN_RELEASE_NOTES_MAX,
  type AdminAlgoBot,
} from '@savdo/contract';
import { adminUpload, apiErrorCode, apiErrorMessage } from '@savdo/core';
import { Button, Modal, Stack, TextField, token, useT } from '@savdo/ui';
import { adminStrings } from '../strings';
import { FileField } from './file-field';
import { LongTextField } from './long-text-field';
import { contentStrings } from './strings';

const NOTES = ['notes_uz', 'notes_ru', 'notes_en'] as const;
const FILES = ['mt4', 'mt5'] as const;
const NOTE_LABELS = {
  notes_uz: 'bots.notesUz',
  notes_ru: 'bots.notesRu',
  notes_en: 'bots.notesEn',
} as const;
type Field = 'version' | (typeof NOTES)[number] | 'files';

/** Which field a refusal of the server belongs to, by its stable code. */
const FIELD_OF_CODE: Readonly<Record<string, Field>> = {
  'algo.version_name': 'version',
  'algo.version_exists': 'version',
  'algo.choose_ea_file': 'files',
  'algo.platform_not_listed': 'files',
};

const Failure = styled.p`
  margin: 0;
  color: ${token('color-danger')};
`;

export function BotVersionDialog({ bot, onClose }: { bot: AdminAlgoBot; onClose: () => void }) {
  const t = useT(contentStrings);
  const at = useT(adminStrings);
  const [version, setVersion] = useState('');
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [files, setFiles] = useState<Partial<Record<(typeof FILES)[number], File>>>({});
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (!new RegExp(ADMIN_BOT_VERSION_PATTERN).test(version.trim()))
      found.version = t('bots.versionHint');
    for (const name of NOTES)
      if ((notes[name] ?? '').trim().length > ADMIN_RELEASE_NOTES_MAX)
        found[name] = t('bots.notesTooLong', { max: ADMIN_RELEASE_NOTES_MAX });
    const chosen = Object.values(files);
    if (chosen.length === 0) found.files = t('bots.chooseFile');
    else if (chosen.some((file) => file.size > ADMIN_EA_FILE_MAX_BYTES))
      found.files = t('bots.tooLarge', { mb: ADMIN_EA_FILE_MAX_BYTES / 1024 / 1024 });
    return found;
  };

  const send = async () => {
    const found = check();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const form = new FormData();
    form.append('version', version.trim());
    for (const name of NOTES) {
      const text = (notes[name] ?? '').trim();
      if (text) form.append(name, text);
    }
    for (const name of FILES) {
      const file = files[name];
      if (file) form.append(name, file, file.name);
    }
    setProgress(0);
    try {
      await adminUpload(`/admin/algo-trade/bots/${bot.id}/versions`, form, setProgress);
      setDone(t('bots.published', { version: version.trim() }));
    } catch (error) {
      const message = apiErrorMessage(error, t('bots.uploadFailed'));
      const field = FIELD_OF_CODE[apiErrorCode(error) ?? ''];
      if (field) setErrors({ [field]: message });
      else setFailure(message);
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Modal
      open
      onClose={busy ? undefined : onClose}
      dismissible={!busy}
      title={t('bots.publishTitle', { name: bot.name })}
      description={t('bots.publishText', { version: bot.version })}
      footer={
        done ? (
          <Button onClick={onClose}>{at('common.back')}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {at('common.cancel')}
            </Button>
            <Button onClick={send} disabled={busy}>
              {t('bots.send')}
            </Button>
          </>
        )
      }
    >
      {done ? (
        <p role="status">{done}</p>
      ) : (
        <Stack $gap={3}>
          <TextField
            label={t('bots.versionName')}
            hint={t('bots.versionHint')}
            value={version}
            error={errors.version}
            onChange={(e) => setVersion(e.target.value)}
          />
          {NOTES.map((name) => (
            <LongTextField
              key={name}
              label={t(NOTE_LABELS[name])}
              value={notes[name] ?? ''}
              maxLength={ADMIN_RELEASE_NOTES_MAX}
              error={errors[name]}
              onChange={(e) => setNotes({ ...notes, [name]: e.target.value })}
            />
          ))}
          {FILES.filter((name) => bot.platforms.includes(name === 'mt4' ? 'MT4' : 'MT5')).map(
            (name) => (
              <FileField
                key={name}
                label={t(name === 'mt4' ? 'bots.mt4' : 'bots.mt5')}
                accept={name === 'mt4' ? '.ex4' : '.ex5'}
                disabled={busy}
                onFile={(file) => {
                  const next = { ...files };
                  if (file) next[name] = file;
                  else delete next[name];
                  setFiles(next);
                }}
              />
            ),
          )}
          {errors.files ? <Failure role="alert">{errors.files}</Failure> : null}
          {busy ? (
            <>
              <progress max={100} value={percent} aria-label={t('lessons.progress')} />
              <span role="status">{t('lessons.uploading', { percent })}</span>
            </>
          ) : null}
          {failure ? <Failure role="alert">{failure}</Failure> : null}
        </Stack>
      )}
    </Modal>
  );
}
