/**
 * Partner accounts (docs/embedding.md, "Partner portal"): the application, the portal's own keys,
 * usage and referrals. Apart from partners.ts so that a page using one of these schemas does not
 * put them (and TypeBox) into the code every page loads, which takes partners.ts' constants.
 */
import { Type, type Static } from 'typebox';
import { LiteralUnion, Nullable, ResultOf } from './common';
import { AllowedOriginsSchema, PartnerKeyNameSchema } from './partners';

// ---- Partner accounts: apply, approve, the /partner portal (docs/embedding.md, "Partner portal")

export const PARTNER_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const PartnerApplicationStatusSchema = LiteralUnion(PARTNER_APPLICATION_STATUSES);
export type PartnerApplicationStatus = Static<typeof PartnerApplicationStatusSchema>;

export const PartnerApplicationSchema = Type.Object({
  id: Type.Integer(),
  /** The partner's public id, carried by referral links as ?ref=. */
  ref: Type.String(),
  site_name: Type.String(),
  site_url: Type.String(),
  note: Type.String(),
  status: PartnerApplicationStatusSchema,
  /** Why an application was rejected ('' otherwise). */
  reason: Type.String(),
  created_at: Type.String(),
  decided_at: Nullable(Type.String()),
});
export type PartnerApplication = Static<typeof PartnerApplicationSchema>;
/** The signed-in user's application, or null before they apply. */
export const MyPartnerApplicationResultSchema = ResultOf(Nullable(PartnerApplicationSchema));
export type MyPartnerApplicationResponse = Static<typeof MyPartnerApplicationResultSchema>;

/** An application as the back office lists it: with who applied. */
export const AdminPartnerApplicationSchema = Type.Object({
  ...PartnerApplicationSchema.properties,
  user_id: Type.Integer(),
  username: Type.String(),
  email: Nullable(Type.String()),
});
export type AdminPartnerApplication = Static<typeof AdminPartnerApplicationSchema>;
export const AdminPartnerApplicationsResultSchema = ResultOf(
  Type.Array(AdminPartnerApplicationSchema),
);
export const AdminPartnerApplicationResultSchema = ResultOf(AdminPartnerApplicationSchema);

export const PartnerApplyBodySchema = Type.Object(
  {
    site_name: Type.String({
      minLength: 2,
      maxLength: 100,
      pattern: '\\S',
      errorMessage: 'Give your site a name (2 to 100 characters)',
    }),
    site_url: Type.String({
      maxLength: 300,
      pattern: '^https?://[^\\s/]+\\.[^\\s]*$',
      errorMessage: 'The site address looks like https://news.example.uz',
    }),
    note: Type.String({ maxLength: 1000, errorMessage: 'The note is at most 1000 characters' }),
  },
  { additionalProperties: false },
);
export type PartnerApplyRequest = Static<typeof PartnerApplyBodySchema>;

export const PartnerRejectBodySchema = Type.Object(
  {
    reason: Type.String({
      minLength: 2,
      maxLength: 500,
      errorMessage: 'Say why the application is rejected (2 to 500 characters)',
    }),
  },
  { additionalProperties: false },
);
export type PartnerRejectRequest = Static<typeof PartnerRejectBodySchema>;

/** POST /partner/keys: a partner's own key (the rate limit stays the default; admins set others). */
export const PartnerOwnKeyBodySchema = Type.Object(
  { name: PartnerKeyNameSchema, allowed_origins: AllowedOriginsSchema },
  { additionalProperties: false },
);
export type PartnerOwnKeyRequest = Static<typeof PartnerOwnKeyBodySchema>;

/** PUT /partner/keys/:id/origins */
export const PartnerOriginsBodySchema = Type.Object(
  { allowed_origins: AllowedOriginsSchema },
  { additionalProperties: false },
);
export type PartnerOriginsRequest = Static<typeof PartnerOriginsBodySchema>;

/** One day's keyed public calls of one key, origin and widget (docs/embedding.md, "Usage"). */
export const PartnerUsageRowSchema = Type.Object({
  /** YYYY-MM-DD (UTC). */
  day: Type.String(),
  key_id: Type.Integer(),
  origin: Type.String(),
  widget: Type.String(),
  count: Type.Integer(),
});
export type PartnerUsageRow = Static<typeof PartnerUsageRowSchema>;
export const PartnerUsageResultSchema = ResultOf(Type.Array(PartnerUsageRowSchema));
export type PartnerUsageResponse = Static<typeof PartnerUsageResultSchema>;

/** One day's referred sign-ups and first top-ups: counts only, never who. */
export const PartnerReferralDaySchema = Type.Object({
  day: Type.String(),
  sign_ups: Type.Integer(),
  first_top_ups: Type.Integer(),
});
export type PartnerReferralDay = Static<typeof PartnerReferralDaySchema>;
export const PartnerReferralsResultSchema = ResultOf(Type.Array(PartnerReferralDaySchema));
export type PartnerReferralsResponse = Static<typeof PartnerReferralsResultSchema>;
