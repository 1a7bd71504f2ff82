/**
 * API answers over 1 KB compressed on the fly (brotli at quality 4, else gzip), by the
 * maintained @fastify/compress. Static files carry build-time copies instead
 * (scripts/compress-assets.mjs, served by static-files.ts); an answer that already has a
 * Content-Encoding is left alone.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESS_THRESHOLD_BYTES = 1024;

export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
