/** Partner keys (public mode on partner origins; ours, not the original API's). */
import { Type, type Static } from 'typebox';
import { Nullable, ResultOf } from './common';

/**
 * The request header that carries a partner key. Widgets on a partner's page send it (the
 * loader's `data-partner`); the server answers public data when the page's Origin is one of
 * the key's allowed origins.
 */
export const PARTNER_KEY_HEADER = 'X-Savdo-Partner';

export const DEFAULT_PARTNER_RATE_LIMIT_PER_MINUTE = 120;

/** scheme://host[:port], no path: what a browser sends in the Origin header. */
export const ORIGIN_PATTERN = '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$';

/** A key's name (admins name the partner, partners name their site or page). */
export const PartnerKeyNameSchema = Type.String({
  minLength: 2,
  maxLength: 100,
  errorMessage: 'Give the partner a name',
});

/** The origins a key may be used from: 1 to 20, each scheme://host[:port]. */
export const AllowedOriginsSchema = Type.Array(
  Type.String({
    pattern: ORIGIN_PATTERN,
    errorMessage: 'An allowed origin looks like https://partner.example (no path)',
  }),
  { minItems: 1, maxItems: 20 },
);

export const PartnerKeySchema = Type.Object({
  id: Type.Integer(),
  /**
   * The key's first characters, to tell keys apart. The key itself is shown once, at creation
   * or rotation (PartnerKeyCreatedSchema); the server keeps only its hash
   * (docs/decisions/0320-partner-accounts-and-hashed-keys.md).
   */
  key_prefix: Type.String(),
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
    name: PartnerKeyNameSchema,
    allowed_origins: AllowedOriginsSchema,
    rate_limit_per_minute: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  },
  { additionalProperties: false },
);
export type CreatePartnerKeyRequest = Static<typeof CreatePartnerKeyBodySchema>;

/** A key as answered right after creation or rotation: the only answer that carries the key. */
export const PartnerKeyCreatedSchema = Type.Object({
  ...PartnerKeySchema.properties,
  /** The public key itself, for the page's data-partner (not a secret, but never shown again). */
  key: Type.String(),
});
export type PartnerKeyCreated = Static<typeof PartnerKeyCreatedSchema>;
export const PartnerKeyCreatedResultSchema = ResultOf(PartnerKeyCreatedSchema);
export const PartnerKeyResultSchema = ResultOf(PartnerKeySchema);
export type PartnerKeyResponse = Static<typeof PartnerKeyResultSchema>;
export const PartnerKeysResultSchema = ResultOf(Type.Array(PartnerKeySchema));
export type PartnerKeysResponse = Static<typeof PartnerKeysResultSchema>;

// ---- Referral constants (the portal's schemas are partner-accounts.ts)

/** The query parameter referral links carry: the partner's public id (PartnerApplication.ref). */
export const REF_QUERY_PARAM = 'ref';
/** How long a referral link's ref counts after the visitor followed it (first touch). */
export const REFERRAL_WINDOW_DAYS = 30;
/** The public partner id: `p_` and letters, digits, - or _. */
export const PARTNER_REF_PATTERN = '^p_[A-Za-z0-9_-]{6,32}$';
/** How many days of usage and referrals the portal shows. */
export const PARTNER_STATS_DAYS = 30;
