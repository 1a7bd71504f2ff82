/**
 * UTC calendar periods for the metrics (decision 0180): day, week (Monday to Sunday, as ISO
 * 8601), month and year. A period is named by the date it starts on, YYYY-MM-DD.
 */
export const CALENDAR_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type CalendarPeriod = (typeof CALENDAR_PERIODS)[number];

const DAY_MS = 86_400_000;

/** The first millisecond of the period holding `time`. */
export function periodStart(period: CalendarPeriod, time: number): number {
  const dayStart = Math.floor(time / DAY_MS) * DAY_MS;
  switch (period) {
    case 'day':
      return dayStart;
    case 'week': {
      // Day 0 (1970-01-01) was a Thursday, three days after a Monday.
      const sinceMonday = (((Math.floor(time / DAY_MS) + 3) % 7) + 7) % 7;
      return dayStart - sinceMonday * DAY_MS;
    }
    case 'month': {
      const at = new Date(time);
      return Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1);
    }
    case 'year':
      return Date.UTC(new Date(time).getUTCFullYear(), 0, 1);
  }
}

/** The first millisecond of the period after the one starting at `start`. */
export function nextPeriodStart(period: CalendarPeriod, start: number): number {
  switch (period) {
    case 'day':
      return start + DAY_MS;
    case 'week':
      return start + 7 * DAY_MS;
    case 'month': {
      const at = new Date(start);
      return Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1);
    }
    case 'year':
      return Date.UTC(new Date(start).getUTCFullYear() + 1, 0, 1);
  }
}

/** YYYY-MM-DD of a UTC instant. */
export function utcDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * Which period a time falls in, for times that never go back (trades sorted by close time):
 * the bounds are kept, so the month and year cases build a Date only when a period changes.
 */
export class PeriodCursor {
  start = Number.NaN;
  private end = Number.NaN;

  constructor(readonly period: CalendarPeriod) {}

  /** True when `time` opened a new period (the first call always does). */
  moveTo(time: number): boolean {
    if (time >= this.start && time < this.end) return false;
    this.start = periodStart(this.period, time);
    this.end = nextPeriodStart(this.period, this.start);
    return true;
  }

  /** Steps to the next period (to name the empty months between two trades). */
  advance(): void {
    this.start = this.end;
    this.end = nextPeriodStart(this.period, this.start);
  }

  /** Whether `time` lies beyond the current period. */
  isAfter(time: number): boolean {
    return time >= this.end;
  }
}
