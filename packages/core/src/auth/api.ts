// The Authentication calls, one typed function each, on the main root.
// Calls that exchange credentials or carry their token in the query answer 401 about THAT
// credential, not about the page's session, so they handle their 401 themselves instead of the
// global "session expired" handler (docs/decisions/0010-session-core.md).
import type {
  AuthProvidersResponse,
  ForgotPasswordRequest,
  GoogleSignInRequest,
  GoogleSignInResponse,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RefreshResponse,
  RegisterRequest,
  RegisterResponse,
  RequestVerifyTokenRequest,
  ResetPasswordRequest,
  SetEmailRequest,
  SetPasswordRequest,
  TelegramSignInResponse,
  TelegramUser,
  UserResponse,
  UsernameCheckResponse,
  VerifyEmailRequest,
  VerifyTokenResponse,
} from '@savdo/contract';
import { LOGIN_FORM_PLACEHOLDERS } from '@savdo/contract';
import { clearStoredSession } from '../vault/token-vault';
import { mainApi } from '../api/client';
import { apiErrorStatus } from '../api/errors';

const OWN_401 = { handlesUnauthorized: true } as const;

/** A 5xx from verify-token or Telegram sign-in clears the stored tokens. */
async function clearTokensOn5xx<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err: unknown) {
    const status = apiErrorStatus(err);
    if (status !== null && status >= 500) clearStoredSession();
    throw err;
  }
}

export async function register(body: RegisterRequest): Promise<RegisterResponse> {
  // The partner ref the visitor arrived with, if still within its window (partners/referral.ts).
  // Loaded on demand: partner pages embed widgets without sign-up forms, and their shared code
  // stays as small as before.
  const { referralForSignUp } = await import('../partners/referral');
  const sent: RegisterRequest = { ...referralForSignUp(), ...body };
  return mainApi.post<RegisterResponse>('/auth/register', sent, OWN_401);
}

/** The exact form-encoded body of POST /auth/jwt/login. */
export function loginFormBody(username: string, password: string): string {
  const form: LoginRequest = {
    grant_type: 'password',
    username,
    password,
    scope: '',
    client_id: LOGIN_FORM_PLACEHOLDERS.client_id,
    client_secret: LOGIN_FORM_PLACEHOLDERS.client_secret,
  };
  return new URLSearchParams({ ...form }).toString();
}

export function login(username: string, password: string): Promise<LoginResponse> {
  return mainApi.post<LoginResponse>('/auth/jwt/login', loginFormBody(username, password), {
    ...OWN_401,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

/** Session validation handles this call's 401/403 (sign out, toast, no reload). */
export function verifyToken(token: string): Promise<VerifyTokenResponse> {
  return clearTokensOn5xx(
    mainApi.post<VerifyTokenResponse>('/auth/verify-token', undefined, {
      ...OWN_401,
      params: { token },
    }),
  );
}

/** The refresh routine handles this call's 401/403 (log out, no toast, no reload). */
export function refreshTokens(refreshToken: string): Promise<RefreshResponse> {
  return mainApi.post<RefreshResponse>('/auth/refresh', undefined, {
    ...OWN_401,
    params: { token: refreshToken },
  });
}

/** A 401 here means the token was already invalid, which is what revoking wants anyway. */
export function revokeToken(token: string): Promise<MessageResponse> {
  return mainApi.post<MessageResponse>('/auth/revoke', undefined, {
    ...OWN_401,
    params: { token },
  });
}

export function googleSignIn(body: GoogleSignInRequest): Promise<GoogleSignInResponse> {
  return mainApi.post<GoogleSignInResponse>('/auth/google', body, OWN_401);
}

export function telegramSignIn(user: TelegramUser): Promise<TelegramSignInResponse> {
  return clearTokensOn5xx(mainApi.post<TelegramSignInResponse>('/auth/telegram', user, OWN_401));
}

export function forgotPassword(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return mainApi.post<MessageResponse>('/auth/forgot-password', body);
}

export function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return mainApi.post<MessageResponse>('/auth/reset-password', body);
}

export function requestVerifyToken(body: RequestVerifyTokenRequest): Promise<MessageResponse> {
  return mainApi.post<MessageResponse>('/auth/request-verify-token', body);
}

export function verifyEmail(body: VerifyEmailRequest): Promise<MessageResponse> {
  return mainApi.post<MessageResponse>('/auth/verify', body);
}

export function setPassword(body: SetPasswordRequest): Promise<UserResponse> {
  return mainApi.patch<UserResponse>('/users/me/set-password', body);
}

export function setEmail(body: SetEmailRequest): Promise<UserResponse> {
  return mainApi.patch<UserResponse>('/users/me/set-email', body);
}

/** GET /users/check with the username URL-encoded. */
export function checkUsername(username: string): Promise<UsernameCheckResponse> {
  return mainApi.get<UsernameCheckResponse>(
    `/users/check?username=${encodeURIComponent(username)}`,
  );
}

/** GET /auth/providers: which sign-in methods the server has configured. */
export function getAuthProviders(): Promise<AuthProvidersResponse> {
  return mainApi.get<AuthProvidersResponse>('/auth/providers');
}
