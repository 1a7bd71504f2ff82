/** Requests and responses of the profile calls (users/*). */
import { Type, type Static } from 'typebox';
import { IdSchema, Nullable, ResultOf } from './common';
import { VALIDATION_MESSAGES as M } from './messages';
import { EmailSchema, NAME_PATTERN, NewPasswordSchema } from './auth';
import {
  DeviceSchema,
  LanguageSchema,
  ProfileVisibilitySchema,
  TimeZonePreferenceSchema,
} from './user';

/** Usernames: what `users/check` tests and the profile may set. */
export const USERNAME_PATTERN = '^[A-Za-z0-9_.]{3,30}$';
export const UsernameSchema = Type.String({ pattern: USERNAME_PATTERN, errorMessage: M.username });

export const UsernameCheckQuerySchema = Type.Object({ username: UsernameSchema });
export const UsernameCheckResponseSchema = ResultOf(
  Type.Object({ username: Type.String(), available: Type.Boolean() }),
);

/**
 * PATCH /users/me/set-password. `current_password` is needed only when a password is already
 * set, so a stolen access token alone cannot change it.
 */
export const SetPasswordBodySchema = Type.Object(
  {
    password: NewPasswordSchema,
    current_password: Type.Optional(Type.String({ maxLength: 256 })),
  },
  { additionalProperties: false },
);

/** PATCH /users/me/set-email; `current_password` as for set-password. */
export const SetEmailBodySchema = Type.Object(
  {
    email: EmailSchema,
    current_password: Type.Optional(Type.String({ maxLength: 256 })),
  },
  { additionalProperties: false },
);

export const UpdateProfileBodySchema = Type.Object(
  {
    first_name: Type.Optional(
      Type.String({
        minLength: 2,
        maxLength: 100,
        pattern: NAME_PATTERN,
        errorMessage: M.firstName,
      }),
    ),
    last_name: Type.Optional(
      Type.String({
        minLength: 2,
        maxLength: 100,
        pattern: NAME_PATTERN,
        errorMessage: M.lastName,
      }),
    ),
    username: Type.Optional(UsernameSchema),
    phone: Type.Optional(
      Nullable(Type.String({ pattern: '^\\+?[0-9 ()-]{7,20}$', errorMessage: M.phone })),
    ),
    language: Type.Optional(LanguageSchema),
    profile_visibility: Type.Optional(ProfileVisibilitySchema),
    time_zone: Type.Optional(TimeZonePreferenceSchema),
  },
  { additionalProperties: false },
);

export const DevicesResultSchema = ResultOf(Type.Array(DeviceSchema));

/** DELETE /users/me/devices/{id}: signs that device out; answers the devices left. */
export const DeviceParamsSchema = Type.Object({ id: IdSchema() });

export type UsernameCheckResponse = Static<typeof UsernameCheckResponseSchema>;
export type SetPasswordRequest = Static<typeof SetPasswordBodySchema>;
export type SetEmailRequest = Static<typeof SetEmailBodySchema>;
export type UpdateProfileRequest = Static<typeof UpdateProfileBodySchema>;
export type DevicesResponse = Static<typeof DevicesResultSchema>;
