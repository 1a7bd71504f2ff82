/**
 * Authentication (decision 4 shapes): registration, password and social sign-in,
 * tokens, email links, and the session the client keeps. Schemas are the one source; the types
 * derive from them. The client-only state at the end (forms, session, auth state) has no wire
 * schema and stays an interface.
 */
import { Type, type Static } from 'typebox';
import { PASSWORD_MIN_LENGTH } from './constants';
import { Nullable, ResultOf } from './common';
import { VALIDATION_MESSAGES as M } from './messages';
import { ApiUserSchema, type OAuthAccount, type Role, type UserResultSchema } from './user';
import type { Language, TimeZoneChoice } from './constants';
import type { Subscription } from './plans';

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
 * character that is not a space (six spaces were accepted). Sign-in keeps
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

/** POST /auth/register: docs/product.md's registration rule ("Rules that matter to a trader"). */
export const RegisterBodySchema = Type.Object(
  {
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
    /**
     * The partner ref the visitor arrived with (a widget's link), kept by the host app for
     * REFERRAL_WINDOW_DAYS (docs/decisions/0321-partner-usage-and-referrals.md).
     */
    ref: Type.Optional(Type.String({ maxLength: 40 })),
    /** When the visitor followed that link (ISO time); the window counts from it. */
    ref_seen_at: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);

/** A username or an email, as the sign-in form takes it (3+ characters, no spaces). */
export const LoginIdentifierSchema = Type.String({
  minLength: 3,
  maxLength: 254,
  pattern: '^\\S+$',
  errorMessage: M.loginUsername,
});

/** POST /auth/jwt/login, form-encoded; username may also be an email. */
export const LoginBodySchema = Type.Object(
  {
    grant_type: Type.Optional(Type.String({ pattern: '^(password)?$', errorMessage: M.grantType })),
    username: LoginIdentifierSchema,
    password: PasswordSchema,
    scope: Type.Optional(Type.String()),
    client_id: Type.Optional(Type.String()),
    client_secret: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

export const LoginResponseSchema = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.String(),
  token_type: Type.Literal('bearer'),
});

/** verify-token, refresh and revoke take the token in the query. */
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

export const GoogleBodySchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 8192, errorMessage: M.token }) },
  { additionalProperties: false },
);

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

/**
 * POST /auth/forgot-password: the account by `login` (its username or its email, as at
 * sign-in), or by `email` alone. The server needs one of them; with both, `login` counts
 * (docs/decisions/0280-password-recovery.md).
 */
export const ForgotPasswordBodySchema = Type.Object(
  { login: Type.Optional(LoginIdentifierSchema), email: Type.Optional(EmailSchema) },
  { additionalProperties: false },
);
export const ResetPasswordBodySchema = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 512, errorMessage: M.token }),
    password: NewPasswordSchema,
  },
  { additionalProperties: false },
);
export const RequestVerifyTokenBodySchema = Type.Object(
  { email: EmailSchema },
  { additionalProperties: false },
);
export const VerifyEmailBodySchema = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 512, errorMessage: M.token }),
  },
  { additionalProperties: false },
);

/** GET /auth/providers: which sign-in buttons the client shows. */
export const AuthProvidersResponseSchema = ResultOf(
  Type.Object({
    google_client_id: Nullable(Type.String()),
    telegram_bot_name: Nullable(Type.String()),
  }),
);

// ---- Types of the calls ----------------------------------------------------------------------

export type RegisterRequest = Static<typeof RegisterBodySchema>;
/** What the registration form holds: exactly the registration request. */
export type RegistrationForm = RegisterRequest;
export type RegisterResponse = Static<typeof UserResultSchema>;

export type LoginBody = Static<typeof LoginBodySchema>;
/** POST /auth/jwt/login exactly as the client sends it (the server also accepts less). */
export type LoginRequest = Required<LoginBody> & {
  grant_type: 'password';
  scope: '';
};
/** What the sign-in form holds. */
export type SignInForm = Pick<LoginBody, 'username' | 'password'>;
/**
 * The OAuth2 password-form fields the client does not use: sent as these placeholders (the
 * values the framework's API docs show), never checked by the server.
 */
export const LOGIN_FORM_PLACEHOLDERS = { client_id: 'string', client_secret: 'string' } as const;

export type LoginResponse = Static<typeof LoginResponseSchema>;
export type TokenPair = Omit<LoginResponse, 'token_type'>;
export type VerifyTokenResponse = Static<typeof VerifyTokenResponseSchema>;
export type RefreshResponse = Static<typeof RefreshResponseSchema>;

export type GoogleSignInRequest = Static<typeof GoogleBodySchema>;
/** Telegram Login Widget user object (core.telegram.org/widgets/login). */
export type TelegramUser = Static<typeof TelegramBodySchema>;
/** Google and Telegram sign-in answer like the password sign-in: the token pair. */
export type GoogleSignInResponse = LoginResponse;
export type TelegramSignInResponse = LoginResponse;
/** Linking or unlinking Google or Telegram answers with the updated user. */
export type OAuthLinkResponse = Static<typeof UserResultSchema>;

export type ForgotPasswordRequest = Static<typeof ForgotPasswordBodySchema>;
export type ResetPasswordRequest = Static<typeof ResetPasswordBodySchema>;
export type RequestVerifyTokenRequest = Static<typeof RequestVerifyTokenBodySchema>;
export type VerifyEmailRequest = Static<typeof VerifyEmailBodySchema>;
/** The sign-in methods the server has configured, so the client hides what is not. */
export type AuthProvidersResponse = Static<typeof AuthProvidersResponseSchema>;

// ---- Client-only state (never on the wire as such, so no schema) -------------------------------

/** Access token payload fields the client reads. */
export interface TokenPayload {
  sub: string;
  email: string;
  username: string;
  is_active: boolean;
  is_verified?: boolean;
  is_password_set?: boolean;
  is_banned?: boolean;
  exp: number;
  jti: string;
  aud: string | string[];
  role?: Role;
  first_name?: string;
  last_name?: string;
}

/** Session user, held client-side. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  username: string;
  role: Role;
  is_active: boolean;
  is_verified: boolean;
  is_password_set: boolean;
  is_banned: boolean;
  balance: number;
  oauth_accounts: OAuthAccount[];
  language: Language;
  subscriptions: Subscription[];
  first_name?: string;
  last_name?: string;
  avatar_url?: string | null;
  /** The profile's time-zone preference (null or absent: none chosen, the browser's saved one holds). */
  time_zone?: TimeZoneChoice | null;
  /** Timestamp (ms) added by the client when the user was last validated. */
  lastValidated: number;
}

export interface AuthState {
  isAuthenticated: boolean;
  user: SessionUser | null;
  isValidating: boolean;
  /** Token expiry in epoch milliseconds, or null when unknown. */
  sessionTimeout: number | null;
}

/** What the token vault stores (encrypted) under the auth-token key. */
export interface StoredSession {
  accessToken: string;
  refreshToken: string | null;
  timestamp: number;
}

/** The set-password form (a confirmation field the request does not carry). */
export interface PasswordSetupForm {
  email?: string;
  password: string;
  confirmPassword: string;
}
