/** Partner keys (public mode on partner origins): the admin API's requests and answers. */
import { Type, type Static } from 'typebox';
import type { CreatePartnerKeyRequest, PartnerKey } from '../api';
import { Nullable, ResultOf } from './common';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** scheme://host[:port], no path: what a browser sends in the Origin header. */
export const ORIGIN_PATTERN = '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$';

export const DEFAULT_PARTNER_RATE_LIMIT_PER_MINUTE = 120;

export const PartnerKeySchema = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  name: Type.String(),
  allowed_origins: Type.Array(Type.String()),
  rate_limit_per_minute: Type.Integer({ minimum: 1 }),
  created_at: Type.String(),
  revoked_at: Nullable(Type.String()),
});

export const CreatePartnerKeyBodySchema = Type.Object({
  name: Type.String({ minLength: 2, maxLength: 100, errorMessage: 'Give the partner a name' }),
  allowed_origins: Type.Array(
    Type.String({
      pattern: ORIGIN_PATTERN,
      errorMessage: 'An allowed origin looks like https://partner.example (no path)',
    }),
    { minItems: 1, maxItems: 20 },
  ),
  rate_limit_per_minute: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
});

export const PartnerKeyResultSchema = ResultOf(PartnerKeySchema);
export const PartnerKeysResultSchema = ResultOf(Type.Array(PartnerKeySchema));

const sameShapes: [
  Same<Static<typeof PartnerKeySchema>, PartnerKey>,
  Same<Static<typeof CreatePartnerKeyBodySchema>, CreatePartnerKeyRequest>,
] = [true, true];
void sameShapes;
