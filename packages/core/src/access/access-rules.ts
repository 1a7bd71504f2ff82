// Route access as one pure function (docs/product.md, "Rules that matter to a trader": banned
// and inactive accounts, signing in). The host app's guards and the widgets both call it, so
// the order of the rules lives in exactly one place.
import type { Role, SessionUser } from '@savdo/contract';
import { AUTH_ROUTE, BAN_ROUTE, DEFAULT_LANDING_ROUTE } from '@savdo/contract';
import { isTokenExpired } from '../token/token';

export type RouteKind = 'private' | 'public' | 'ban' | 'common';

export interface RouteRequirements {
  requireVerified?: boolean;
  role?: Role;
}

export interface AccessSession {
  isAuthenticated: boolean;
  user: SessionUser | null;
  /**
   * The stored access token. `undefined` means the caller does not check expiry (step 6 is
   * skipped); `null` means there is no token, which counts as expired.
   */
  accessToken?: string | null;
}

export interface AccessInput {
  kind: RouteKind;
  /** The path being visited (pathname, optionally with search). */
  path: string;
  requirements?: RouteRequirements;
  session: AccessSession;
  /** On a public page: the page the visitor came from (e.g. router state `from`). */
  returnTo?: string | null;
  /** Epoch milliseconds. */
  now: number;
}

export type NoticeReason = 'inactive' | 'unverified' | 'role';
export type PasswordDialogMode = 'email-and-password' | 'password';

export type AccessDecision =
  | {
      type: 'redirect';
      to: string;
      /** Set when sending a visitor to /auth: where to return after signing in. */
      from?: string;
    }
  | {
      type: 'notice';
      title: string;
      text: string;
      reason: NoticeReason;
      /** The role a `role` notice names, for the translation shown under the Uzbek text. */
      role?: Role;
    }
  | { type: 'render'; passwordDialog: PasswordDialogMode | null };

/** The blocking notices, in Uzbek as the spec gives them. */
export const ACCESS_NOTICES = {
  inactive: {
    title: 'Akkaunt faol emas',
    text: "Akkauntingiz faollashtirish uchun admin bilan bog'laning.",
  },
  unverified: {
    title: 'Email tasdiqlash kerak',
    text: 'Bu sahifaga kirish uchun emailingizni tasdiqlang.',
  },
  role: {
    title: "Ruxsat yo'q",
    text: 'Bu sahifaga kirish uchun {role} huquqi kerak.',
  },
} as const;

const RENDER: AccessDecision = { type: 'render', passwordDialog: null };

function notice(reason: NoticeReason, role?: Role): AccessDecision {
  const { title, text } = ACCESS_NOTICES[reason];
  const filled = role ? text.replace('{role}', role) : text;
  return role
    ? { type: 'notice', reason, title, text: filled, role }
    : { type: 'notice', reason, title, text: filled };
}

function toAuth(from: string): AccessDecision {
  return { type: 'redirect', to: AUTH_ROUTE, from };
}

/** A Telegram arrival has no email and sets both (decision 10); a Google arrival a password. */
export function passwordDialogFor(user: SessionUser): PasswordDialogMode | null {
  if (user.is_password_set || user.is_banned) return null;
  return user.email ? 'password' : 'email-and-password';
}

/**
 * Where a signed-in visitor of a guest-only page goes: the page they came from, or /dashboard
 * when there is none or it starts with /auth. Only a same-origin path is
 * returned to: one leading '/' (not '//' or '/\', which browsers read as another host).
 */
export function safeReturnPath(returnTo: string | null | undefined): string {
  if (!returnTo || !returnTo.startsWith('/') || /^\/[/\\]/.test(returnTo)) {
    return DEFAULT_LANDING_ROUTE;
  }
  return returnTo.startsWith(AUTH_ROUTE) ? DEFAULT_LANDING_ROUTE : returnTo;
}

function tokenExpired(session: AccessSession, now: number): boolean {
  return session.accessToken !== undefined && isTokenExpired(session.accessToken, now);
}

function signedInUser(session: AccessSession): SessionUser | null {
  return session.isAuthenticated ? session.user : null;
}

function decidePrivate(input: AccessInput): AccessDecision {
  const { path, requirements = {}, session, now } = input;
  const user = signedInUser(session);
  if (!user) return toAuth(path); // 1
  if (user.is_banned) return { type: 'redirect', to: BAN_ROUTE }; // 2
  if (!user.is_active && path !== BAN_ROUTE) return notice('inactive'); // 3
  if (requirements.requireVerified && !user.is_verified) return notice('unverified'); // 4
  if (requirements.role && user.role !== requirements.role)
    return notice('role', requirements.role); // 5
  if (tokenExpired(session, now)) return toAuth(path); // 6
  return { type: 'render', passwordDialog: passwordDialogFor(user) }; // 7
}

/**
 * Guest-only pages. A session whose token has expired counts as signed out here: otherwise the
 * private guard (step 6) and this one would send the visitor back and forth forever. A signed-in
 * inactive user sees the inactive notice (docs/decisions/0011-access-and-i18n.md).
 */
function decidePublic(input: AccessInput): AccessDecision {
  const user = signedInUser(input.session);
  if (!user) return RENDER;
  if (user.is_banned) return { type: 'redirect', to: BAN_ROUTE };
  if (tokenExpired(input.session, input.now)) return RENDER;
  if (!user.is_active) return notice('inactive');
  return { type: 'redirect', to: safeReturnPath(input.returnTo) };
}

function decideBan(input: AccessInput): AccessDecision {
  const user = signedInUser(input.session);
  if (!user) return { type: 'redirect', to: AUTH_ROUTE }; // nothing to return to on /ban
  if (!user.is_banned) return { type: 'redirect', to: DEFAULT_LANDING_ROUTE };
  return RENDER;
}

export function decideAccess(input: AccessInput): AccessDecision {
  switch (input.kind) {
    case 'private':
      return decidePrivate(input);
    case 'public':
      return decidePublic(input);
    case 'ban':
      return decideBan(input);
    case 'common':
      return RENDER;
  }
}
