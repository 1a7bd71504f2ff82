/**
 * Reads the multipart form of a new expert advisor version (contract algo.ts,
 * ADMIN_BOT_VERSION_PATTERN): the version's name, release notes and the MT4 and/or MT5 file,
 * each file bounded in size and streamed to a temporary file, never held whole while it arrives
 * (docs/decisions/0310-uploads-stream-to-storage.md); any other part is refused by name, and a
 * refusal removes the files already received.
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
import { receiveFile, type ReceivedFile } from '../files';

export interface VersionUpload {
  version: string;
  notes: ReleaseNotes;
  /** Received, not yet kept: the caller publishes them inside keepingFiles. */
  files: Partial<Record<AlgoPlatform, { name: string; file: ReceivedFile }>>;
}

const FILE_FIELDS: Record<string, AlgoPlatform> = { mt4: 'MT4', mt5: 'MT5' };
const NOTE_FIELDS = { notes_uz: 'uz', notes_ru: 'ru', notes_en: 'en' } as const;
const EXTENSION: Record<AlgoPlatform, string> = { MT4: '.ex4', MT5: '.ex5' };

const invalid = (field: string, message: string) =>
  new ValidationError(message, { [field]: message });

/** A terminal file has no header of its own to check: its name's extension decides (below). */
const anyBytes = () => 'application/octet-stream';

export async function readVersionParts(request: FastifyRequest): Promise<VersionUpload> {
  const { chooseFile, versionName } = ALGO_ADMIN_MESSAGES;
  if (!request.isMultipart()) throw invalid('mt5', chooseFile);
  const out: VersionUpload = { version: '', notes: { uz: '', ru: '', en: '' }, files: {} };
  try {
    await readInto(request, out);
  } catch (error) {
    await Promise.all(Object.values(out.files).map((f) => f.file.release()));
    throw error;
  }
  if (!new RegExp(ADMIN_BOT_VERSION_PATTERN).test(out.version)) {
    await Promise.all(Object.values(out.files).map((f) => f.file.release()));
    throw invalid('version', versionName);
  }
  if (!out.files.MT4 && !out.files.MT5) throw invalid('mt5', chooseFile);
  return out;
}

async function readInto(request: FastifyRequest, out: VersionUpload): Promise<void> {
  const { chooseFile, unknownPart, notesTooLong } = ALGO_ADMIN_MESSAGES;
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
      const wrongFile = () => invalid(part.fieldname, chooseFile);
      const rightName = part.filename.toLowerCase().endsWith(EXTENSION[platform]);
      // Bodies live in algo_bot_files, not the storage folder: received in the OS temporary folder.
      const file = await receiveFile(
        part.file,
        {
          maxBytes: ADMIN_EA_FILE_MAX_BYTES,
          // A wrong name is refused at the first bytes, without reading the rest.
          sniff: rightName ? anyBytes : () => null,
          headBytes: 1,
          tooLarge: () => new TooLargeError('The file is too large'),
          wrongType: wrongFile,
        },
        null,
      );
      // A platform sent twice: the last file counts, as it always did; the earlier one goes.
      await out.files[platform]?.file.release();
      out.files[platform] = { name: part.filename, file };
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
}
