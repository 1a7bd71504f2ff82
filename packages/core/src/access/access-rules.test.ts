import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@savdo/contract';
import type { AccessDecision, AccessInput } from '@savdo/core';
import { ACCESS_NOTICES, decideAccess, passwordDialogFor, safeReturnPath } from '@savdo/core';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An unsigned JWT whose expiry is `secondsLeft` after NOW (the client never checks signatures). */
function tokenExpiringIn(secondsLeft: number): string {
  const payload = {
    sub: '7',
    email: 'a@b.uz',
    username: 'aziz',
    is_active: true,
    exp: Math.floor(NOW / 1000) + secondsLeft,
    jti: 'j1',
    aud: ['fastapi-users:auth'],
  };
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.sig`;
}

const FRESH = tokenExpiringIn(3600);
const EXPIRED = tokenExpiringIn(30);

function user(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    name: 'Aziz Karimov',
    email: 'a@b.uz',
    username: 'aziz',
    role: 'user',
    is_active: true,
    is_verified: true,
    is_password_set: true,
    is_banned: false,
    balance: 0,
    oauth_accounts: [],
    language: 'en',
    subscriptions: [],
    lastValidated: NOW,
    ...overrides,
  };
}

function signedIn(u: SessionUser, accessToken: string | null | undefined = FRESH) {
  return { isAuthenticated: true, user: u, accessToken };
}
const SIGNED_OUT = { isAuthenticated: false, user: null, accessToken: null };

function decide(partial: Partial<AccessInput> & Pick<AccessInput, 'kind' | 'session'>) {
  return decideAccess({ path: '/profile', now: NOW, ...partial });
}

const render = (
  passwordDialog: 'email-and-password' | 'password' | null = null,
): AccessDecision => ({
  type: 'render',
  passwordDialog,
});
// The spec's exact Uzbek texts, written out here so a changed constant fails the test.
const SPEC_NOTICES = {
  inactive: ['Akkaunt faol emas', "Akkauntingiz faollashtirish uchun admin bilan bog'laning."],
  unverified: ['Email tasdiqlash kerak', 'Bu sahifaga kirish uchun emailingizni tasdiqlang.'],
  role: ["Ruxsat yo'q", 'Bu sahifaga kirish uchun {role} huquqi kerak.'],
} as const;
const notice = (
  reason: keyof typeof SPEC_NOTICES,
  text?: string,
  role?: 'admin' | 'user',
): AccessDecision => ({
  type: 'notice',
  reason,
  title: SPEC_NOTICES[reason][0],
  text: text ?? SPEC_NOTICES[reason][1],
  ...(role ? { role } : {}),
});

describe('private route guard, in the order of its checks', () => {
  // One row per branch; each row names the step it checks.
  const rows: [
    string,
    Partial<AccessInput> & Pick<AccessInput, 'kind' | 'session'>,
    AccessDecision,
  ][] = [
    [
      '1. not signed in -> /auth, carrying the page to return to',
      { kind: 'private', path: '/video-courses/3', session: SIGNED_OUT },
      { type: 'redirect', to: '/auth', from: '/video-courses/3' },
    ],
    [
      '1. authenticated flag without a user counts as signed out',
      { kind: 'private', session: { isAuthenticated: true, user: null } },
      { type: 'redirect', to: '/auth', from: '/profile' },
    ],
    [
      '1. a user object without the authenticated flag counts as signed out',
      { kind: 'private', session: { isAuthenticated: false, user: user() } },
      { type: 'redirect', to: '/auth', from: '/profile' },
    ],
    [
      '2. banned -> /ban (before the inactive check)',
      { kind: 'private', session: signedIn(user({ is_banned: true, is_active: false })) },
      { type: 'redirect', to: '/ban' },
    ],
    [
      '3. inactive -> notice "Akkaunt faol emas"',
      { kind: 'private', session: signedIn(user({ is_active: false, is_verified: false })) },
      notice('inactive'),
    ],
    [
      '4. page requires verification, user unverified -> notice "Email tasdiqlash kerak"',
      {
        kind: 'private',
        requirements: { requireVerified: true, role: 'admin' },
        session: signedIn(user({ is_verified: false })),
      },
      notice('unverified'),
    ],
    [
      '4. unverified user on a page without the requirement renders',
      { kind: 'private', session: signedIn(user({ is_verified: false })) },
      render(),
    ],
    [
      '5. page requires a role the user lacks -> notice "Ruxsat yo\'q" with the role substituted',
      {
        kind: 'private',
        requirements: { requireVerified: true, role: 'admin' },
        session: signedIn(user(), EXPIRED),
      },
      notice('role', 'Bu sahifaga kirish uchun admin huquqi kerak.', 'admin'),
    ],
    [
      '5. the role is compared for equality: an admin on a user-role page is refused',
      {
        kind: 'private',
        requirements: { role: 'user' },
        session: signedIn(user({ role: 'admin' })),
      },
      notice('role', 'Bu sahifaga kirish uchun user huquqi kerak.', 'user'),
    ],
    [
      '5. matching role renders',
      {
        kind: 'private',
        requirements: { role: 'admin' },
        session: signedIn(user({ role: 'admin' })),
      },
      render(),
    ],
    [
      '6. access token expired (less than 60 s left) -> /auth',
      { kind: 'private', path: '/dashboard', session: signedIn(user(), EXPIRED) },
      { type: 'redirect', to: '/auth', from: '/dashboard' },
    ],
    [
      '6. no stored token (null) counts as expired -> /auth',
      { kind: 'private', session: signedIn(user(), null) },
      { type: 'redirect', to: '/auth', from: '/profile' },
    ],
    [
      '6. token not supplied (undefined) skips the expiry step',
      { kind: 'private', session: signedIn(user(), undefined) },
      render(),
    ],
    [
      '7. otherwise the page renders without a dialog',
      { kind: 'private', session: signedIn(user()) },
      render(),
    ],
    [
      '7. no password set and an email (Google arrival) -> password dialog',
      { kind: 'private', session: signedIn(user({ is_password_set: false })) },
      render('password'),
    ],
    [
      '7. no password and no email (Telegram arrival) -> email-and-password dialog',
      { kind: 'private', session: signedIn(user({ is_password_set: false, email: '' })) },
      render('email-and-password'),
    ],
  ];

  it.each(rows)('%s', (_name, input, expected) => {
    expect(decide(input)).toEqual(expected);
  });

  it('3. the inactive notice is not shown on the /ban path itself', () => {
    const decision = decide({
      kind: 'private',
      path: '/ban',
      session: signedIn(user({ is_active: false })),
    });
    expect(decision).toEqual(render());
  });

  it('6. the expiry margin is 60 s: 61 s left renders, 59 s left redirects', () => {
    const at = (s: number) =>
      decide({ kind: 'private', session: signedIn(user(), tokenExpiringIn(s)) }).type;
    expect(at(61)).toBe('render');
    expect(at(59)).toBe('redirect');
  });
});

describe('public (guest-only) route guard', () => {
  const rows: [
    string,
    Partial<AccessInput> & Pick<AccessInput, 'kind' | 'session'>,
    AccessDecision,
  ][] = [
    ['not signed in -> render', { kind: 'public', path: '/auth', session: SIGNED_OUT }, render()],
    [
      'banned -> /ban',
      { kind: 'public', path: '/auth', session: signedIn(user({ is_banned: true })) },
      { type: 'redirect', to: '/ban' },
    ],
    [
      'signed-in active user -> the page they came from',
      {
        kind: 'public',
        path: '/auth',
        returnTo: '/video-courses/3?tab=2',
        session: signedIn(user()),
      },
      { type: 'redirect', to: '/video-courses/3?tab=2' },
    ],
    [
      'signed-in active user with no page to return to -> /dashboard',
      { kind: 'public', path: '/auth', session: signedIn(user()) },
      { type: 'redirect', to: '/dashboard' },
    ],
    [
      'signed-in active user whose return page starts with /auth -> /dashboard',
      {
        kind: 'public',
        path: '/auth',
        returnTo: '/auth/reset-password',
        session: signedIn(user()),
      },
      { type: 'redirect', to: '/dashboard' },
    ],
    [
      'signed-in inactive user -> the inactive notice (decision 0011)',
      { kind: 'public', path: '/auth', session: signedIn(user({ is_active: false })) },
      notice('inactive'),
    ],
    [
      'signed-in user with an expired token counts as signed out (no redirect loop)',
      { kind: 'public', path: '/auth', returnTo: '/profile', session: signedIn(user(), EXPIRED) },
      render(),
    ],
    [
      'signed-in banned user with an expired token still goes to /ban',
      { kind: 'public', path: '/auth', session: signedIn(user({ is_banned: true }), EXPIRED) },
      { type: 'redirect', to: '/ban' },
    ],
  ];

  it.each(rows)('%s', (_name, input, expected) => {
    expect(decide(input)).toEqual(expected);
  });
});

describe('/ban route guard', () => {
  it('unauthenticated -> /auth', () => {
    expect(decide({ kind: 'ban', path: '/ban', session: SIGNED_OUT })).toEqual({
      type: 'redirect',
      to: '/auth',
    });
  });
  it('signed in and not banned -> /dashboard', () => {
    expect(decide({ kind: 'ban', path: '/ban', session: signedIn(user()) })).toEqual({
      type: 'redirect',
      to: '/dashboard',
    });
  });
  it('banned users stay on /ban', () => {
    const session = signedIn(user({ is_banned: true, is_password_set: false }));
    expect(decide({ kind: 'ban', path: '/ban', session })).toEqual(render());
  });
});

describe('common routes', () => {
  it('render for anyone: signed out, banned, inactive', () => {
    for (const session of [
      SIGNED_OUT,
      signedIn(user({ is_banned: true })),
      signedIn(user({ is_active: false }), EXPIRED),
    ]) {
      expect(decide({ kind: 'common', path: '/auth/verify-email', session })).toEqual(render());
    }
  });
});

describe('return path after signing in', () => {
  it.each([
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['/auth', '/dashboard'],
    ['/auth?next=1', '/dashboard'],
    ['/trading-signals', '/trading-signals'],
    ['//evil.example/x', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['https://evil.example/', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
  ])('only same-origin paths outside /auth are returned to: %s -> %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});

describe('password dialog mode', () => {
  it('is none for a user with a password, or a banned user', () => {
    expect(passwordDialogFor(user())).toBeNull();
    expect(passwordDialogFor(user({ is_password_set: false, is_banned: true }))).toBeNull();
  });
});

describe('notice texts', () => {
  it('are exported exactly as the product gives them', () => {
    for (const reason of ['inactive', 'unverified', 'role'] as const) {
      expect([ACCESS_NOTICES[reason].title, ACCESS_NOTICES[reason].text]).toEqual(
        SPEC_NOTICES[reason],
      );
    }
  });
});
