// The visitor's time-zone choice of the calendar, kept in this browser so a reload shows the
// same zone. Unknown or garbled values are ignored, and storage that cannot be read or written
// (private mode, a full quota, a blocked origin) leaves the choice for this page only.
import type { TimeZoneChoice } from '@savdo/contract';
import { isTimeZoneChoice } from '@savdo/core';

export const TIME_ZONE_STORAGE_KEY = 'savdo-calendar-time-zone';

/** The saved zone, or null when none (or none valid) is saved. */
export function readSavedTimeZone(): TimeZoneChoice | null {
  try {
    const raw = globalThis.localStorage?.getItem(TIME_ZONE_STORAGE_KEY);
    return isTimeZoneChoice(raw) ? raw : null;
  } catch {
    return null;
  }
}

export function saveTimeZone(zone: TimeZoneChoice): void {
  try {
    globalThis.localStorage?.setItem(TIME_ZONE_STORAGE_KEY, zone);
  } catch {
    // storage unavailable: the choice holds for this page only
  }
}
