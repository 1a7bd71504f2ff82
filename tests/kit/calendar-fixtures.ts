// The calendar-widget tests on the kit (tests/kit): the fake API serving GET /economic_calendar,
// the queries it was asked, the fake live socket publishing actual values, and the reset of
// everything a test leaves behind (session, data-layer cache, live connection).
import { afterEach, beforeEach, vi } from 'vitest';
import { act, cleanup } from '@testing-library/react';
import type { CalendarQuery, EconomicEvent } from '@savdo/contract';
import { resetLive } from '@savdo/core';
import { calendarQueriesOf, calendarRoutes } from '.';
import { fakeApi, resetAll } from './auth-test-helpers';
import { FakeSocket, installFakeSocket } from './live-test-socket';

export { makeEconomicEvent as calendarEvent } from '.';

export interface CalendarServer {
  /** Every query the widget asked the API, in order. */
  readonly queries: CalendarQuery[];
}

/** Serves `events` (a list, or per query: a list or an Error for a 503) as the fake API. */
export function serveCalendar(
  events: EconomicEvent[] | ((query: CalendarQuery) => EconomicEvent[] | Error),
): CalendarServer {
  const requests = fakeApi(calendarRoutes(events));
  return {
    get queries() {
      return calendarQueriesOf(requests);
    },
  };
}

/** Publishes an actual value on the page's live socket (accepting it first). */
export function publishActual(event: EconomicEvent): void {
  const socket = FakeSocket.latest();
  if (socket.readyState !== 1) socket.accept();
  socket.receive({ type: 'calendar.actual', event });
}

/** The live sockets the page opened (one while any calendar widget is shown). */
export function liveSockets(): number {
  return FakeSocket.instances.filter((s) => s.closedWith === null).length;
}

/** No session, an empty cache, no live connection, the fake socket, and the language. */
export async function resetCalendar(language: 'uz' | 'en' | 'ru' = 'en'): Promise<void> {
  resetLive();
  await resetAll(language);
  installFakeSocket();
}

/** Each test of the file starts reset, in English, with the clock faked at `now`. */
export function calendarTestClock(now: Date): void {
  beforeEach(async () => {
    await resetCalendar('en');
    vi.useFakeTimers({ now });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}

/** Lets fetch answers and store updates settle (safe under fake timers). */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  });
}
