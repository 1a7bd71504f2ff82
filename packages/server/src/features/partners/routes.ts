/**
 * Partner keys, for admins: list, create (with allowed origins and a rate limit) and revoke.
 * The check that uses them on public calls is public-access.ts beside this file. The same actions exist
 * on the command line (partner-create, partner-list, partner-revoke).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CreatePartnerKeyBodySchema,
  PartnerKeyCreatedResultSchema,
  PartnerKeyResultSchema,
  PartnerKeysResultSchema,
  IdParamsSchema,
} from '@savdo/contract';
import { listPartnerKeys, revokePartnerKey } from './repository';
import { NotFoundError } from '../../domain-errors';
import { createPartner } from './service';

const PartnerParams = IdParamsSchema;

export const partnersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;

  app.get(
    '/admin/partners',
    { schema: { response: { 200: PartnerKeysResultSchema } }, config: { auth: 'admin' } },
    async () => ({ result: await listPartnerKeys(ctx.db) }),
  );

  app.post(
    '/admin/partners',
    {
      schema: {
        body: CreatePartnerKeyBodySchema,
        response: { 200: PartnerKeyCreatedResultSchema },
      },
      config: { auth: 'admin', audit: { entity: 'partner_key', action: 'partner_key.create' } },
    },
    async (request) => {
      const { name, allowed_origins, rate_limit_per_minute } = request.body;
      const partner = await createPartner(ctx.db, {
        name,
        origins: allowed_origins,
        rateLimitPerMinute: rate_limit_per_minute,
      });
      return { result: partner };
    },
  );

  app.delete(
    '/admin/partners/:id',
    {
      schema: { params: PartnerParams, response: { 200: PartnerKeyResultSchema } },
      config: {
        auth: 'admin',
        audit: {
          entity: 'partner_key',
          action: 'partner_key.revoke',
          before: async (c, request) => {
            const id = (request.params as { id: number }).id;
            return (await listPartnerKeys(c.db)).find((key) => key.id === id) ?? null;
          },
        },
      },
    },
    async (request) => {
      const partner = await revokePartnerKey(ctx.db, request.params.id);
      if (!partner) throw new NotFoundError('No such partner key');
      return { result: partner };
    },
  );
};
