/**
 * Reads the multipart form of a new expert advisor version (contract algo.ts,
 * ADMIN_BOT_VERSION_PATTERN): the version's name, release notes and the MT4 and/or MT5 file,
 * each file bounded in size; any other part is refused by name.
 */
import {
  ADMIN_BOT_VERSION_PATTERN,
  ADMIN_EA_FILE_MAX_BYTES,
  ADMIN_RELEASE_NOTES_MAX,
  ALGO_ADMIN_MESSAGES,
  type AlgoPlatform,
  type ReleaseNotes,
} from '@savdo/contract';
import type { FastifyRequest } from 'fastify';
import { TooLargeError, ValidationError } from '../../domain-errors';

export interface VersionUpload {
  version: string;
  notes: ReleaseNotes;
  files: Partial<Record<AlgoPlatform, { name: string; content: Buffer }>>;
}

const FILE_FIELDS: Record<string, AlgoPlatform> = { mt4: 'MT4', mt5: 'MT5' };
const NOTE_FIELDS = { notes_uz: 'uz', notes_ru: 'ru', notes_en: 'en' } as const;
const EXTENSION: Record<AlgoPlatform, string> = { MT4: '.ex4', MT5: '.ex5' };

const invalid = (field: string, message: string) =>
  new ValidationError(message, { [field]: message });

export async function readVersionParts(request: FastifyRequest): Promise<VersionUpload> {
  const { chooseFile, unknownPart, notesTooLong, versionName } = ALGO_ADMIN_MESSAGES;
  if (!request.isMultipart()) throw invalid('mt5', chooseFile);
  const out: VersionUpload = { version: '', notes: { uz: '', ru: '', en: '' }, files: {} };
  const parts = request.parts({
    limits: { fileSize: ADMIN_EA_FILE_MAX_BYTES, files: 2, fields: 4, fieldSize: 8_000 },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      const platform = FILE_FIELDS[part.fieldname];
      if (!platform) {
        part.file.resume();
        throw invalid(part.fieldname, unknownPart);
      }
      const content = await part.toBuffer();
      if (part.file.truncated) throw new TooLargeError('The file is too large');
      if (content.byteLength === 0 || !part.filename.toLowerCase().endsWith(EXTENSION[platform]))
        throw invalid(part.fieldname, chooseFile);
      out.files[platform] = { name: part.filename, content };
    } else if (part.fieldname === 'version') {
      out.version = String(part.value ?? '').trim();
    } else if (part.fieldname in NOTE_FIELDS) {
      const text = String(part.value ?? '').trim();
      if (text.length > ADMIN_RELEASE_NOTES_MAX) throw invalid(part.fieldname, notesTooLong);
      out.notes[NOTE_FIELDS[part.fieldname as keyof typeof NOTE_FIELDS]] = text;
    } else {
      throw invalid(part.fieldname, unknownPart);
    }
  }
  if (!new RegExp(ADMIN_BOT_VERSION_PATTERN).test(out.version))
    throw invalid('version', versionName);
  if (!out.files.MT4 && !out.files.MT5) throw invalid('mt5', chooseFile);
  return out;
}
