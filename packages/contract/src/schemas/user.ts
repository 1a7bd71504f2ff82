/** The user as the server describes it (ApiUser of entities.ts) and the devices list. */
import { Type, type Static } from 'typebox';
import type { ApiUser, Device, OAuthAccount } from '../entities';
import type { Language } from '../constants';
import { Nullable } from './common';
import { VALIDATION_MESSAGES as M } from './messages';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const RoleSchema = Type.Union([Type.Literal('user'), Type.Literal('admin')]);
export const LanguageSchema = Type.Union(
  [Type.Literal('uz'), Type.Literal('ru'), Type.Literal('en')],
  { errorMessage: M.language },
);
// LANGUAGES and the literals above must list the same languages.
const languagesMatch: Same<Static<typeof LanguageSchema>, Language> = true;
void languagesMatch;
export const ProfileVisibilitySchema = Type.Union(
  [Type.Literal('public'), Type.Literal('private'), Type.Literal('friends')],
  { errorMessage: M.profileVisibility },
);

export const OAuthAccountSchema = Type.Object({
  oauth_name: Type.Union([Type.Literal('google'), Type.Literal('telegram')]),
  account_id: Type.String(),
  account_email: Type.Optional(Nullable(Type.String())),
});

export const SubscriptionSchema = Type.Object({
  plan_id: Type.Integer(),
  plan_name: Type.String(),
  status: Type.Union([
    Type.Literal('active'),
    Type.Literal('inactive'),
    Type.Literal('expired'),
    Type.Literal('pending_payment'),
  ]),
  expires_at: Nullable(Type.String()),
});

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
});

export const DeviceSchema = Type.Object({
  id: Type.Integer(),
  user_agent: Type.String(),
  ip_address: Type.String(),
  created_at: Type.String(),
  last_seen_at: Type.String(),
  current: Type.Optional(Type.Boolean()),
});

// The schemas and the hand-written entity types must describe the same values.
const sameShapes: [
  Same<Static<typeof ApiUserSchema>, ApiUser>,
  Same<Static<typeof DeviceSchema>, Device>,
  Same<Static<typeof OAuthAccountSchema>, OAuthAccount>,
] = [true, true, true];
void sameShapes;
