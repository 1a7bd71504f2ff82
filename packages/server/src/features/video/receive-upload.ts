/**
 * An uploaded lesson file, streamed to a temporary file beside the storage folder while its bytes
 * are counted: over the limit, the upload stops at once (413) and nothing is kept. Its type is
 * read from its first bytes, not from what the client declared: only WebM and MP4 are taken.
 * A failed upload leaves no part file behind (files' pipeToNewFile).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { TooLargeError, ValidationError } from '../../domain-errors';
import { pipeToNewFile } from '../files';
import { sniffVideoType, type VideoContentType } from './video-keys';

export const NOT_A_VIDEO = 'Only WebM and MP4 videos can be uploaded';
export const EMPTY_VIDEO = 'The video file is empty';

export function tooLargeMessage(maxBytes: number): string {
  return `The video is too large: at most ${Math.floor(maxBytes / (1024 * 1024))} MB`;
}

const DECLARED = new Set(['video/webm', 'video/mp4', 'application/octet-stream', '']);

export interface ReceivedUpload {
  file: string;
  size: number;
  contentType: VideoContentType;
}

export async function receiveUpload(
  input: { file: NodeJS.ReadableStream; contentType: string },
  tmpDir: string,
  maxBytes: number,
): Promise<ReceivedUpload> {
  const declared = input.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!DECLARED.has(declared)) {
    // Nothing is read: let the rest of the body pass so that the answer can be sent.
    input.file.resume();
    throw new ValidationError(NOT_A_VIDEO, { file: NOT_A_VIDEO });
  }
  await mkdir(tmpDir, { recursive: true });
  const file = join(tmpDir, `${Date.now()}-${randomBytes(8).toString('hex')}.part`);
  let size = 0;
  let head = Buffer.alloc(0);
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new TooLargeError(tooLargeMessage(maxBytes)));
      if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
      done(null, chunk);
    },
  });
  await pipeToNewFile(input.file as Readable, counter, file);
  const contentType = sniffVideoType(head);
  if (size === 0 || !contentType) {
    await unlink(file).catch(() => undefined);
    const message = size === 0 ? EMPTY_VIDEO : NOT_A_VIDEO;
    throw new ValidationError(message, { file: message });
  }
  return { file, size, contentType };
}
