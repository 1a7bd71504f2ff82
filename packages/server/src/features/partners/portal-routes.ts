/**
 * The /partner portal's API (docs/embedding.md, "Partner portal"): a signed-in user applies and
 * reads their application; an approved partner manages their own keys (create, rotate, revoke,
 * edit origins; the key is answered only at creation and rotation) and reads their usage and
 * referrals for the last PARTNER_STATS_DAYS days.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParamsSchema,
  MyPartnerApplicationResultSchema,
  PARTNER_STATS_DAYS,
  PartnerApplyBodySchema,
  PartnerKeyCreatedResultSchema,
  PartnerKeyResultSchema,
  PartnerKeysResultSchema,
  PartnerOriginsBodySchema,
  PartnerOwnKeyBodySchema,
  PartnerReferralsResultSchema,
  PartnerUsageResultSchema,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { requireAuth } from '../../http/authenticate';
import { ConflictError, NotFoundError } from '../../domain-errors';
import { applicationOfUser, applyForPartnership, approvedPartnerOf } from './applications';
import { findOwnedKey, listOwnedKeys, revokePartnerKey, setPartnerOrigins } from './repository';
import { createPartner, parseOrigins, rotatePartnerKey } from './service';
import { usageOfPartner } from './usage';
import { referralsOfPartner } from './referrals';

export const KEY_NOT_FOUND_MESSAGE = 'No such partner key';
export const REVOKED_KEY_MESSAGE = 'This key is revoked; create a new one';

/** The partner's own live key, or the error to answer (404 for another's, 409 when revoked). */
async function ownLiveKey(q: Queryable, partnerId: number, id: number) {
  const key = await findOwnedKey(q, partnerId, id);
  if (!key) throw new NotFoundError(KEY_NOT_FOUND_MESSAGE);
  if (key.revoked_at) throw new ConflictError(REVOKED_KEY_MESSAGE);
  return key;
}

export const partnerPortalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const signedIn = { auth: 'required' } as const;

  app.get(
    '/partner/application',
    { schema: { response: { 200: MyPartnerApplicationResultSchema } }, config: signedIn },
    async (request) => ({ result: await applicationOfUser(ctx.db, requireAuth(request).user.id) }),
  );

  app.post(
    '/partner/application',
    {
      schema: { body: PartnerApplyBodySchema, response: { 200: MyPartnerApplicationResultSchema } },
      config: signedIn,
    },
    async (request) => ({
      result: await applyForPartnership(ctx.db, requireAuth(request).user.id, request.body),
    }),
  );

  app.get(
    '/partner/keys',
    { schema: { response: { 200: PartnerKeysResultSchema } }, config: signedIn },
    async (request) => {
      const partner = await approvedPartnerOf(ctx.db, requireAuth(request).user.id);
      return { result: await listOwnedKeys(ctx.db, partner.id) };
    },
  );

  app.post(
    '/partner/keys',
    {
      schema: { body: PartnerOwnKeyBodySchema, response: { 200: PartnerKeyCreatedResultSchema } },
      config: signedIn,
    },
    async (request) => {
      const partner = await approvedPartnerOf(ctx.db, requireAuth(request).user.id);
      const { name, allowed_origins } = request.body;
      return {
        result: await createPartner(ctx.db, {
          name,
          origins: allowed_origins,
          ownerId: partner.id,
        }),
      };
    },
  );

  app.post(
    '/partner/keys/:id/rotate',
    {
      schema: { params: IdParamsSchema, response: { 200: PartnerKeyCreatedResultSchema } },
      config: signedIn,
    },
    async (request) => {
      const partner = await approvedPartnerOf(ctx.db, requireAuth(request).user.id);
      await ownLiveKey(ctx.db, partner.id, request.params.id);
      const rotated = await rotatePartnerKey(ctx.db, request.params.id);
      if (!rotated) throw new ConflictError(REVOKED_KEY_MESSAGE);
      return { result: rotated };
    },
  );

  app.put(
    '/partner/keys/:id/origins',
    {
      schema: {
        params: IdParamsSchema,
        body: PartnerOriginsBodySchema,
        response: { 200: PartnerKeyResultSchema },
      },
      config: signedIn,
    },
    async (request) => {
      const partner = await approvedPartnerOf(ctx.db, requireAuth(request).user.id);
      await ownLiveKey(ctx.db, partner.id, request.params.id);
      const origins = parseOrigins(request.body.allowed_origins);
      const updated = await setPartnerOrigins(ctx.db, request.params.id, origins);
      if (!updated) throw new NotFoundError(KEY_NOT_FOUND_MESSAGE);
      return { result: updated };
    },
  );

  app.delete(
    '/partner/keys/:id',
    {
      schema: { params: IdParamsSchema, response: { 200: PartnerKeyResultSchema } },
      config: signedIn,
    },
    async (request) => {
      const partner = await approvedPartnerOf(ctx.db, requireAuth(request).user.id);
      if (!(await findOwnedKey(ctx.db, partner.id, request.params.id))) {
        throw new NotFoundError(KEY_NOT_FOUND_MESSAGE);
      }
      const revoked = await revokePartnerKey(ctx.db, request.params.id);
      if (!revoked) throw new NotFoundError(KEY_NOT_FOUND_MESSAGE);
      return { result: revoked };
    },
  );

  app.get(
    '/partner/usage',
    { schema: { response: { 200: PartnerUsageResultSchema } }, config: signedIn },
    async (request) => {
      const partner = await approvedPartnerOf(ctx.db, requireAuth(request).user.id);
      return { result: await usageOfPartner(ctx.db, partner.id, PARTNER_STATS_DAYS) };
    },
  );

  app.get(
    '/partner/referrals',
    { schema: { response: { 200: PartnerReferralsResultSchema } }, config: signedIn },
    async (request) => {
      const partner = await approvedPartnerOf(ctx.db, requireAuth(request).user.id);
      return { result: await referralsOfPartner(ctx.db, partner.id, PARTNER_STATS_DAYS) };
    },
  );
};
