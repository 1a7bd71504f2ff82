/** The user as the server describes it (users/me, verify-token, refresh) and their devices. */
import { Type, type Static } from 'typebox';
import { LANGUAGES, type TimeZoneChoice } from './constants';
import { LiteralUnion, Nullable, ResultOf } from './common';
import { VALIDATION_MESSAGES as M } from './messages';
import { SubscriptionSchema } from './plans';

/** The users.role CHECK lists the same roles. */
export const ROLES = ['user', 'admin'] as const;
export const RoleSchema = LiteralUnion(ROLES);
export type Role = Static<typeof RoleSchema>;

/** The interface languages (LANGUAGES of constants.ts); the users.language CHECK lists them. */
export const LanguageSchema = LiteralUnion(LANGUAGES, { errorMessage: M.language });

/** The users.profile_visibility CHECK lists the same values. */
export const PROFILE_VISIBILITIES = ['public', 'private', 'friends'] as const;
export const ProfileVisibilitySchema = LiteralUnion(PROFILE_VISIBILITIES, {
  errorMessage: M.profileVisibility,
});
export type ProfileVisibility = Static<typeof ProfileVisibilitySchema>;

/**
 * The time-zone preference saved to the profile: the four zones and the
 * browser's own (decision 15). The users.time_zone CHECK lists the same values.
 */
export const TIME_ZONE_PREFERENCES = [
  'tashkent',
  'moscow',
  'london',
  'new_york',
  'browser',
] as const satisfies readonly TimeZoneChoice[];
export const TimeZonePreferenceSchema = LiteralUnion(TIME_ZONE_PREFERENCES, {
  errorMessage: M.timeZone,
});

/** The sign-in providers a user can link; the oauth_accounts.provider CHECK lists the same. */
export const OAUTH_PROVIDERS = ['google', 'telegram'] as const;

/** A linked sign-in provider account (Google or Telegram). */
export const OAuthAccountSchema = Type.Object({
  oauth_name: LiteralUnion(OAUTH_PROVIDERS),
  account_id: Type.String(),
  account_email: Type.Optional(Nullable(Type.String())),
});
export type OAuthAccount = Static<typeof OAuthAccountSchema>;

export const ApiUserSchema = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Nullable(Type.String()),
  username: Type.String(),
  role: RoleSchema,
  is_active: Type.Boolean(),
  is_verified: Type.Boolean(),
  is_password_set: Type.Boolean(),
  is_banned: Type.Boolean(),
  balance: Type.Integer({ minimum: 0 }),
  oauth_accounts: Type.Optional(Type.Array(OAuthAccountSchema)),
  language: Type.Optional(LanguageSchema),
  subscriptions: Type.Optional(Type.Array(SubscriptionSchema)),
  phone: Type.Optional(Nullable(Type.String())),
  avatar_url: Type.Optional(Nullable(Type.String())),
  profile_visibility: Type.Optional(ProfileVisibilitySchema),
  /** The zone the calendar and signals show times in; null until the user chooses one. */
  time_zone: Type.Optional(Nullable(TimeZonePreferenceSchema)),
  /** An address the user is changing to, waiting for its verification link (decision 0220). */
  pending_email: Type.Optional(Nullable(Type.String())),
});
/** The user as the server describes it (users/me, verify-token, refresh). */
export type ApiUser = Static<typeof ApiUserSchema>;

/** The answer of register, users/me, the profile changes and the provider links. */
export const UserResultSchema = ResultOf(ApiUserSchema);
export type UserResponse = Static<typeof UserResultSchema>;

/** A signed-in device (session) of the user. */
export const DeviceSchema = Type.Object({
  id: Type.Integer(),
  user_agent: Type.String(),
  ip_address: Type.String(),
  created_at: Type.String(),
  last_seen_at: Type.String(),
  current: Type.Optional(Type.Boolean()),
});
export type Device = Static<typeof DeviceSchema>;
