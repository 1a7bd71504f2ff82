/** Partner keys (public mode on partner origins; ours, not the original API's). */
import { Type, type Static } from 'typebox';
import { Nullable, ResultOf } from './common';

/**
 * The request header that carries a partner key. Widgets on a partner's page send it (the
 * loader's `data-partner`); the server answers public data when the page's Origin is one of
 * the key's allowed origins.
 */
export const PARTNER_KEY_HEADER = 'X-Savdo-Partner';

/** scheme://host[:port], no path: what a browser sends in the Origin header. */
export const ORIGIN_PATTERN = '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$';

export const DEFAULT_PARTNER_RATE_LIMIT_PER_MINUTE = 120;

export const PartnerKeySchema = Type.Object({
  id: Type.Integer(),
  /** The public key itself (it sits in the partner's page, so it is not a secret). */
  key: Type.String(),
  name: Type.String(),
  /** Exact origins, e.g. https://news.example.uz (scheme, host and port). */
  allowed_origins: Type.Array(Type.String()),
  /** Requests per minute this key may make across all public calls. */
  rate_limit_per_minute: Type.Integer({ minimum: 1 }),
  created_at: Type.String(),
  revoked_at: Nullable(Type.String()),
});
export type PartnerKey = Static<typeof PartnerKeySchema>;

export const CreatePartnerKeyBodySchema = Type.Object(
  {
    name: Type.String({ minLength: 2, maxLength: 100, errorMessage: 'Give the partner a name' }),
    allowed_origins: Type.Array(
      Type.String({
        pattern: ORIGIN_PATTERN,
        errorMessage: 'An allowed origin looks like https://partner.example (no path)',
      }),
      { minItems: 1, maxItems: 20 },
    ),
    rate_limit_per_minute: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  },
  { additionalProperties: false },
);
export type CreatePartnerKeyRequest = Static<typeof CreatePartnerKeyBodySchema>;

export const PartnerKeyResultSchema = ResultOf(PartnerKeySchema);
export type PartnerKeyResponse = Static<typeof PartnerKeyResultSchema>;
export const PartnerKeysResultSchema = ResultOf(Type.Array(PartnerKeySchema));
export type PartnerKeysResponse = Static<typeof PartnerKeysResultSchema>;
