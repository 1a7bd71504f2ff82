/**
 * Reads the multipart body of create and update (the contract: images and analysis lists as
 * multipart): at most one file per image field, only real images of at most 5 MB, one field per
 * analysis point. Images are streamed to temporary files (docs/decisions/0310-uploads-stream-to-storage.md);
 * everything is read and checked before anything is written, and a bad part removes the images
 * already received, so it leaves no file behind; every refusal names its field.
 */
import type { FastifyRequest } from 'fastify';
import {
  JOURNAL_IMAGE_FIELDS,
  JOURNAL_LIMITS,
  JOURNAL_LIST_FIELDS,
  JOURNAL_MESSAGES,
  type JournalImageField,
  type JournalListField,
} from '@savdo/contract';
import {
  receiveFile,
  sniffImageType,
  type ImageType,
  type ReceivedFile,
  type UploadStream,
} from '../files';
import { TooLargeError, ValidationError } from '../../domain-errors';
import { listErrors } from './rules';

export interface EntryImage {
  contentType: ImageType;
  /** Received, not yet kept: the write keeps it with keepingFiles (files/receive-file.ts). */
  data: ReceivedFile<ImageType>;
}

export interface EntryParts {
  images: Partial<Record<JournalImageField, EntryImage>>;
  /** A list is present only when the request sent at least one part for it. */
  lists: Partial<Record<JournalListField, string[]>>;
}

const isImageField = (name: string): name is JournalImageField =>
  (JOURNAL_IMAGE_FIELDS as readonly string[]).includes(name);
const isListField = (name: string): name is JournalListField =>
  (JOURNAL_LIST_FIELDS as readonly string[]).includes(name);

const invalid = (field: string, message: string) =>
  new ValidationError(message, { [field]: message });

/** The parser's limit errors, in the journal's words. */
function translated(error: unknown, field: string): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new TooLargeError(JOURNAL_MESSAGES.imageTooLarge, {
        [field]: JOURNAL_MESSAGES.imageTooLarge,
      });
    case 'FST_FILES_LIMIT':
      return invalid('images', JOURNAL_MESSAGES.tooManyFiles);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return invalid('description_1', JOURNAL_MESSAGES.listTooLong);
    default:
      return error;
  }
}

/** An empty file: from a plain HTML form's file input, nothing chosen. */
class NothingChosen extends Error {}

async function receiveImage(
  part: { file: UploadStream; fieldname: JournalImageField; filename: string },
  storageDir: string | null,
): Promise<ReceivedFile<ImageType> | null> {
  const field = part.fieldname;
  try {
    return await receiveFile(
      part.file,
      {
        maxBytes: JOURNAL_LIMITS.imageMaxBytes,
        sniff: sniffImageType,
        tooLarge: () =>
          new TooLargeError(JOURNAL_MESSAGES.imageTooLarge, {
            [field]: JOURNAL_MESSAGES.imageTooLarge,
          }),
        wrongType: () => invalid(field, JOURNAL_MESSAGES.notImage),
        empty: () =>
          part.filename ? invalid(field, JOURNAL_MESSAGES.notImage) : new NothingChosen(),
      },
      storageDir,
    );
  } catch (error) {
    if (error instanceof NothingChosen) return null;
    throw error;
  }
}

export async function readEntryParts(
  request: FastifyRequest,
  storageDir: string | null,
): Promise<EntryParts> {
  const out: EntryParts = { images: {}, lists: {} };
  if (!request.isMultipart()) {
    // No body at all is a create or update with no images and no lists; any other body is not.
    if (request.body !== undefined && request.body !== null)
      throw invalid('body', JOURNAL_MESSAGES.multipartOnly);
    return out;
  }
  let current = 'images';
  try {
    const parts = request.parts({
      limits: {
        fileSize: JOURNAL_LIMITS.imageMaxBytes,
        // One more than allowed, so the surplus file is seen and named instead of cut off.
        files: JOURNAL_LIMITS.imagesPerRequest + 1,
        fields: 2 * JOURNAL_LIMITS.listMaxItems + 2,
        fieldSize: 4 * JOURNAL_LIMITS.listItemMaxLength,
      },
    });
    for await (const part of parts) {
      current = part.fieldname;
      if (part.type === 'file') {
        if (!isImageField(part.fieldname))
          throw invalid(part.fieldname, JOURNAL_MESSAGES.unknownImageField);
        if (out.images[part.fieldname])
          throw invalid(part.fieldname, JOURNAL_MESSAGES.duplicateImage);
        const file = await receiveImage(
          { file: part.file, fieldname: part.fieldname, filename: part.filename },
          storageDir,
        );
        if (file) out.images[part.fieldname] = { contentType: file.type, data: file };
      } else {
        if (!isListField(part.fieldname))
          throw invalid(part.fieldname, JOURNAL_MESSAGES.unknownPart);
        if (part.valueTruncated) throw invalid(part.fieldname, JOURNAL_MESSAGES.listItemTooLong);
        const list = (out.lists[part.fieldname] ??= []);
        const item = String(part.value ?? '').trim();
        // An empty item is how a client clears a list: the list is sent, with nothing in it.
        if (item !== '') list.push(item);
      }
    }
    for (const field of JOURNAL_LIST_FIELDS) {
      const errors = listErrors(field, out.lists[field]);
      const message = errors[field];
      if (message) throw invalid(field, message);
    }
  } catch (error) {
    await Promise.all(Object.values(out.images).map((image) => image.data.release()));
    throw translated(error, current);
  }
  return out;
}
