// What every data-driven story runs against, from the test kit (tests/kit): the fake API over a
// feature's route table in the story's state, and the fake live socket, which accepts on its own
// and can be fed events while the story is shown; and the language decorator. Stories need no
// server, so the static build shows them too.
import { useEffect, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { Language, LiveEvent } from '@savdo/contract';
import { login, logout, mergeUser, resetQueries } from '@savdo/core';
import { LanguageContext } from '@savdo/ui';
import { FakeLiveSocket, failure, installFakeApi, installFakeLiveSocket, type RouteTable } from '.';

/** ready and empty come from the routes; loading never answers; error answers 503. */
export type ApiState = 'ready' | 'loading' | 'error' | 'empty';

export interface LiveOptions {
  /** The socket is refused: the "disconnected" states. */
  refuse?: boolean;
}

/** A story's `parameters.fakeApi` (a story's own overrides its component's). */
export interface FakeApiParameters {
  /** The feature's route table, from the kit (made when the story is first shown). */
  routes: () => RouteTable;
  state?: ApiState;
  live?: LiveOptions;
}

let installedFor: string | null = null;
let restoreApi: () => void = () => undefined;

/**
 * Installs the fake API of `parameters.fakeApi` and the fake socket, once per story (a story
 * renders once per theme panel): a new story starts from an empty data-layer cache, so no answer
 * of the previous one shows.
 */
export const withFakeApi: Decorator = (Story, context) => {
  const fake = context.parameters.fakeApi as FakeApiParameters | undefined;
  if (fake && installedFor !== context.id) {
    installedFor = context.id;
    restoreApi();
    resetQueries();
    const state = fake.state ?? 'ready';
    restoreApi = installFakeApi(fake.routes(), {
      hang: state === 'loading',
      fail: state === 'error' ? failure(503, 'Service unavailable') : null,
    }).restore;
    installFakeLiveSocket({ autoAcceptMs: 300, refuse: fake.live?.refuse });
  }
  return <Story />;
};

/** How many LivePush are shown: only the first pushes (a story renders once per theme panel). */
let shown = 0;

/** Publishes `next(n)` (n = 1, 2, ...) on the live socket every `everyMs` while shown. */
export function LivePush({
  everyMs,
  next,
  children,
}: {
  everyMs: number;
  next: (n: number) => LiveEvent | null;
  children: ReactNode;
}) {
  useEffect(() => {
    shown += 1;
    if (shown > 1) {
      return () => {
        shown -= 1;
      };
    }
    let n = 0;
    const timer = setInterval(() => {
      n += 1;
      const event = next(n);
      if (event) FakeLiveSocket.publish(event);
    }, everyMs);
    return () => {
      shown -= 1;
      clearInterval(timer);
    };
  }, [everyMs, next]);
  return children;
}

/** A decorator pushing live events while the story is shown. */
export function withLivePush(everyMs: number, next: (n: number) => LiveEvent | null): Decorator {
  return (Story) => (
    <LivePush everyMs={everyMs} next={next}>
      <Story />
    </LivePush>
  );
}

/** The story in one language, whatever the toolbar says. */
export function withLanguage(lang: Language): Decorator {
  return (Story) => (
    <LanguageContext.Provider value={lang}>
      <Story />
    </LanguageContext.Provider>
  );
}

/** A demo token for stories: header.payload.signature, a verified trader, far in the future. */
function storyToken(): string {
  const payload = {
    sub: '7',
    email: 'aziza@example.com',
    username: 'aziza',
    first_name: 'Aziza',
    last_name: 'Karimova',
    is_active: true,
    is_verified: true,
    exp: 4102444800,
    jti: 'story',
    aud: ['fastapi-users:auth'],
  };
  const encode = (o: object) =>
    btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`;
}

/**
 * Shows its children signed in as a demo trader (signed out again when the story closes), with
 * `balance` UZS on the balance when given (the token carries none).
 */
export function StorySignedIn({ children, balance }: { children: ReactNode; balance?: number }) {
  useEffect(() => {
    login({ access_token: storyToken() });
    if (balance !== undefined) mergeUser({ balance });
    return () => logout();
  }, [balance]);
  return <>{children}</>;
}
