// The time zone the calendar and signals show times in (decision 15): the signed-in
// user's profile preference when they have chosen one, else the choice saved in this browser,
// else Tashkent. Choosing saves it in this browser and, when signed in, to the profile, so the
// calendar, the signals and the settings page all follow one store (decision 0221).
import { atom, computed, onMount } from 'nanostores';
import { DEFAULT_TIME_ZONE, type TimeZoneChoice } from '@savdo/contract';
import { $auth, mergeUser } from '../session/auth-state';
import { isTimeZoneChoice } from './time-zones';

export const TIME_ZONE_STORAGE_KEY = 'savdo-time-zone';
/** Where the calendar kept its zone before it became a preference; still read as a fallback. */
export const LEGACY_TIME_ZONE_STORAGE_KEY = 'savdo-calendar-time-zone';

/**
 * This browser's saved choice, or null. Garbage is ignored, and storage that cannot be read
 * (private mode, a blocked origin) reads as none.
 */
export function readSavedTimeZone(): TimeZoneChoice | null {
  try {
    const storage = globalThis.localStorage;
    for (const key of [TIME_ZONE_STORAGE_KEY, LEGACY_TIME_ZONE_STORAGE_KEY]) {
      const raw = storage?.getItem(key);
      if (isTimeZoneChoice(raw)) return raw;
    }
  } catch {
    // unreadable storage: no saved choice
  }
  return null;
}

export const $savedTimeZone = atom<TimeZoneChoice | null>(readSavedTimeZone());

// Another tab chose a zone: follow it.
onMount($savedTimeZone, () => {
  if (typeof window === 'undefined') return undefined;
  // The window it listened on, held: nanostores unmounts a second after the last listener
  // leaves, which may be after a test's DOM (and its globals) is gone.
  const target = window;
  const onStorage = (event: StorageEvent) => {
    if (event.key === TIME_ZONE_STORAGE_KEY) $savedTimeZone.set(readSavedTimeZone());
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
});

/** The zone in effect. */
export const $timeZone = computed([$auth, $savedTimeZone], (auth, saved): TimeZoneChoice => {
  const profile = auth.user?.time_zone;
  if (isTimeZoneChoice(profile)) return profile;
  return saved ?? DEFAULT_TIME_ZONE;
});

/**
 * Makes `zone` the preference: saved here at once, and for a signed-in user also to the
 * profile. The promise rejects when the profile could not be saved (the choice holds here).
 */
export async function chooseTimeZone(zone: TimeZoneChoice): Promise<void> {
  if (!isTimeZoneChoice(zone)) return;
  $savedTimeZone.set(zone);
  try {
    globalThis.localStorage?.setItem(TIME_ZONE_STORAGE_KEY, zone);
  } catch {
    // storage unavailable: the choice holds for this page only
  }
  if (!$auth.get().user) return;
  mergeUser({ time_zone: zone });
  // Loaded when a signed-in reader chooses: a partner's calendar (no session) never downloads it.
  const { updateProfile } = await import('../profile/api');
  await updateProfile({ time_zone: zone });
}
