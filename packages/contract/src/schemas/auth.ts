/** Requests and responses of the authentication calls of spec section 7 (decision 4 shapes). */
import { Type, type Static } from 'typebox';
import type {
  ForgotPasswordRequest,
  GoogleSignInRequest,
  LoginResponse,
  RefreshResponse,
  RegisterRequest,
  ResetPasswordRequest,
  VerifyEmailRequest,
  VerifyTokenResponse,
} from '../api';
import type { TelegramUser } from '../entities';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { Nullable, ResultOf } from './common';
import { VALIDATION_MESSAGES as M } from './messages';
import { ApiUserSchema } from './user';

/** A loose email check, the same the sign-up form applies: something@something.tld. */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

export const EmailSchema = Type.String({
  pattern: EMAIL_PATTERN,
  maxLength: 254,
  errorMessage: M.email,
});
export const PasswordSchema = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: 256,
  errorMessage: M.password,
});

/**
 * A password being chosen (registration, reset, set-password): the length rule plus at least one
 * character that is not a space (issue 11: six spaces were accepted). Sign-in keeps
 * PasswordSchema, so it never tells a visitor more than "wrong password".
 */
export const NewPasswordSchema = Type.String({
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: 256,
  pattern: '\\S',
  errorMessage: M.password,
  patternMessage: M.passwordBlank,
});

/** A name: at least 2 characters once surrounding spaces are trimmed. */
export const NAME_PATTERN = '^\\s*\\S[\\s\\S]*\\S\\s*$';

/** POST /auth/register: spec section 5 registration rules (decisions 1 and 3). */
export const RegisterBodySchema = Type.Object({
  first_name: Type.String({
    minLength: 2,
    maxLength: 100,
    pattern: NAME_PATTERN,
    errorMessage: M.firstName,
  }),
  last_name: Type.String({
    minLength: 2,
    maxLength: 100,
    pattern: NAME_PATTERN,
    errorMessage: M.lastName,
  }),
  email: EmailSchema,
  password: NewPasswordSchema,
});

/** POST /auth/jwt/login, form-encoded as section 7 lists; username may also be an email. */
export const LoginBodySchema = Type.Object({
  grant_type: Type.Optional(Type.String({ pattern: '^(password)?$', errorMessage: M.grantType })),
  username: Type.String({
    minLength: 3,
    maxLength: 254,
    pattern: '^\\S+$',
    errorMessage: M.loginUsername,
  }),
  password: PasswordSchema,
  scope: Type.Optional(Type.String()),
  client_id: Type.Optional(Type.String()),
  client_secret: Type.Optional(Type.String()),
});

export const LoginResponseSchema = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  token_type: Type.Literal('bearer'),
});

/** verify-token, refresh and revoke take the token in the query (section 7). */
export const TokenQuerySchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 4096, errorMessage: M.token }),
});

export const VerifyTokenResponseSchema = Type.Object({
  valid: Type.Boolean(),
  user: Nullable(ApiUserSchema),
});

export const RefreshResponseSchema = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  token_type: Type.Literal('bearer'),
  user: ApiUserSchema,
});

export const GoogleBodySchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 8192, errorMessage: M.token }),
});

/**
 * The Telegram Login Widget user object. Fields Telegram may add later are accepted (they are
 * part of the signed data-check-string), as long as they are plain values.
 */
export const TelegramBodySchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1, errorMessage: M.telegram }),
    first_name: Type.Optional(Type.String({ maxLength: 256 })),
    last_name: Type.Optional(Type.String({ maxLength: 256 })),
    username: Type.Optional(Type.String({ maxLength: 256 })),
    photo_url: Type.Optional(Type.String({ maxLength: 2048 })),
    auth_date: Type.Integer({ minimum: 0, errorMessage: M.telegram }),
    hash: Type.String({ pattern: '^[0-9a-fA-F]{64}$', errorMessage: M.telegram }),
  },
  {
    additionalProperties: Type.Union([
      Type.String({ maxLength: 2048 }),
      Type.Number(),
      Type.Boolean(),
    ]),
  },
);

export const ForgotPasswordBodySchema = Type.Object({ email: EmailSchema });
export const ResetPasswordBodySchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 512, errorMessage: M.token }),
  password: NewPasswordSchema,
});
export const RequestVerifyTokenBodySchema = Type.Object({ email: EmailSchema });
export const VerifyEmailBodySchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 512, errorMessage: M.token }),
});

/** GET /auth/providers: which sign-in buttons the client shows. */
export const AuthProvidersResponseSchema = ResultOf(
  Type.Object({
    google_client_id: Nullable(Type.String()),
    telegram_bot_name: Nullable(Type.String()),
  }),
);

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Fits<A, B> = [A] extends [B] ? true : false;
const sameShapes: [
  Same<Static<typeof RegisterBodySchema>, RegisterRequest>,
  Same<Static<typeof LoginResponseSchema>, LoginResponse>,
  Same<Static<typeof VerifyTokenResponseSchema>, VerifyTokenResponse>,
  Fits<Static<typeof RefreshResponseSchema>, RefreshResponse>,
  Same<Static<typeof GoogleBodySchema>, GoogleSignInRequest>,
  Fits<Static<typeof TelegramBodySchema>, TelegramUser>,
  Same<Static<typeof ForgotPasswordBodySchema>, ForgotPasswordRequest>,
  Same<Static<typeof ResetPasswordBodySchema>, ResetPasswordRequest>,
  Same<Static<typeof VerifyEmailBodySchema>, VerifyEmailRequest>,
] = [true, true, true, true, true, true, true, true, true];
void sameShapes;
