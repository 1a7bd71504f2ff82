/**
 * Lesson files in an S3-compatible object store, through the official `@aws-sdk/client-s3`
 * (decision 0174). Path-style addresses (what MinIO and most compatible stores need), and
 * checksums only when an operation requires them: the SDK's default trailing CRC checksums
 * (aws-chunked bodies) are not understood by every compatible store.
 */
import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { UnavailableError } from '../../domain-errors';
import type { S3Settings } from './video-config';
import type { VideoStorage } from './storage';
import { isVideoKey } from './video-keys';

export const STORE_UNAVAILABLE =
  'The video store is not reachable right now; please try again later';

function notFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return (
    error.$metadata.httpStatusCode === 404 ||
    error.name === 'NotFound' ||
    error.name === 'NoSuchKey'
  );
}

function unavailable(error: unknown): UnavailableError {
  const failure = new UnavailableError(STORE_UNAVAILABLE);
  failure.cause = error;
  return failure;
}

export function s3Storage(settings: S3Settings): VideoStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
  });
  const Bucket = settings.bucket;
  return {
    async stat(key) {
      if (!isVideoKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (notFound(error)) return null;
        throw unavailable(error);
      }
    },
    async read(key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!object.Body) throw new Error('GetObject answered no body');
        return object.Body as Readable;
      } catch (error) {
        throw unavailable(error);
      }
    },
    async put(key, file, object) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: createReadStream(file),
            ContentLength: object.size,
            ContentType: object.contentType,
          }),
        );
      } catch (error) {
        throw unavailable(error);
      } finally {
        await unlink(file).catch(() => undefined);
      }
    },
  };
}
