// The countdown to the next calendar event: which event is next at a moment, and the time left
// split into days, hours, minutes and seconds.
import type { EconomicEvent } from '@savdo/contract';

/** The first event strictly after `now` (events in time order); null when none is left. */
export function nextEvent(events: readonly EconomicEvent[], now: number): EconomicEvent | null {
  for (const event of events) if (Date.parse(event.time) > now) return event;
  return null;
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole units left until `target`, rounded up to the second; never below zero. */
export function countdownTo(target: number, now: number): Countdown {
  const total = Math.max(0, Math.ceil((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '02:05:09', with the days in front when there are any ('{{days}} 02:05:09'). */
export function countdownText(left: Countdown, daysText: (count: number) => string): string {
  const clock = `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`;
  return left.days > 0 ? `${daysText(left.days)} ${clock}` : clock;
}
