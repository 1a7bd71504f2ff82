/**
 * Expert advisor delivery (contract algo-bridge.ts; docs/decisions/0282-expert-advisor-delivery.md):
 * the owner's file download and the terminal bridge's heartbeat.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AlgoIdParamsSchema,
  BRIDGE_HEARTBEAT_PATH,
  BRIDGE_KEY_HEADER,
  BridgeFileParamsSchema,
  EaDownloadQuerySchema,
  HeartbeatBodySchema,
  HeartbeatResultSchema,
} from '@savdo/contract';
import { requireAuth } from '../../http/authenticate';
import type { PublishLive } from '../../live/publisher';
import { contentDisposition } from '../files';
import { receiveHeartbeat } from './bridge-status';
import { downloadEaFile } from './delivery';

/** packages/bridge, beside the server's source (the server runs from the repository). */
const BRIDGE_DIR = new URL('../../../../bridge/', import.meta.url);

export const deliveryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const publish: PublishLive = (event, audience) => ctx.live.publish(event, audience);

  app.get(
    '/algo-trade/my-purchases/:id/download',
    {
      schema: { params: AlgoIdParamsSchema, querystring: EaDownloadQuerySchema },
      config: { auth: 'required' },
    },
    async (request, reply) => {
      const file = await downloadEaFile(
        ctx.db,
        requireAuth(request).user.id,
        request.params.id,
        request.query.platform,
      );
      return (
        reply
          .header('content-type', 'application/octet-stream')
          .header('content-disposition', contentDisposition('attachment', file.fileName))
          .header('content-length', String(file.content.byteLength))
          // The owner's own copy: never kept by a shared cache.
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(file.content))
      );
    },
  );

  app.post(
    BRIDGE_HEARTBEAT_PATH,
    // The bridge signs in with its expert advisor's key, not a user's token.
    {
      schema: { body: HeartbeatBodySchema, response: { 200: HeartbeatResultSchema } },
      config: { auth: 'optional' },
    },
    async (request) => ({
      result: await receiveHeartbeat(
        ctx.db,
        publish,
        request.headers[BRIDGE_KEY_HEADER],
        request.body,
      ),
    }),
  );

  app.get(
    '/algo-trade/bridge/:file',
    // The bridge's source is public: it does nothing without an owner's key.
    { schema: { params: BridgeFileParamsSchema }, config: { auth: 'optional' } },
    async (request, reply) => {
      const source = await readFile(new URL(request.params.file, BRIDGE_DIR));
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', request.params.file))
        .header('cache-control', 'public, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(source);
    },
  );
};
