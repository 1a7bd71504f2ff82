// The calendar remembers the visitor's time zone in this browser (core's time-zone preference,
// decision 0221): a reload shows the chosen zone, garbage in storage is ignored, a host page's
// `time-zone` still wins, and storage that fails is ignored.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import {
  $savedTimeZone,
  LEGACY_TIME_ZONE_STORAGE_KEY,
  TIME_ZONE_STORAGE_KEY,
  readSavedTimeZone,
  resetQueries,
} from '@savdo/core';
import { EconomicCalendar } from '@savdo/widgets';
import { calendarTestClock, serveCalendar, settle } from '../../../../tests/kit/calendar-fixtures';

const KEY = TIME_ZONE_STORAGE_KEY;

/** A page load reads the saved choice afresh. */
const reload = () => $savedTimeZone.set(readSavedTimeZone());
beforeEach(reload);

async function mount(timeZone?: string) {
  const loader = serveCalendar(() => []);
  const view = render(<EconomicCalendar timeZone={timeZone} />);
  await settle();
  return { loader, view, select: screen.getByLabelText('Time zone') as HTMLSelectElement };
}

calendarTestClock(new Date('2026-11-25T05:00:00Z'));

describe('EconomicCalendar time-zone memory', () => {
  it('keeps the chosen zone across a reload', async () => {
    const first = await mount();
    expect(first.select.value).toBe('tashkent');
    fireEvent.change(first.select, { target: { value: 'london' } });
    await settle();
    expect(localStorage.getItem(KEY)).toBe('london');
    first.view.unmount();
    resetQueries(); // a reload: a new page, an empty cache
    reload();

    const second = await mount();
    expect(second.select.value).toBe('london');
    expect(second.loader.queries[0]).toMatchObject({ utc_offset: 0 });
  });

  it.each(['mars', '', '"moscow"', 'UTC+5'])('ignores the saved value %j', async (saved) => {
    localStorage.setItem(KEY, saved);
    reload();
    const { select, loader } = await mount();
    expect(select.value).toBe('tashkent');
    expect(loader.queries[0]).toMatchObject({ utc_offset: 300 });
  });

  it('still reads a zone the calendar saved under its old key', async () => {
    localStorage.setItem(LEGACY_TIME_ZONE_STORAGE_KEY, 'moscow');
    reload();
    const { select } = await mount();
    expect(select.value).toBe('moscow');
  });

  it("lets the host page's time-zone attribute win over the saved choice", async () => {
    localStorage.setItem(KEY, 'new_york');
    reload();
    const { select, loader } = await mount('moscow');
    expect(select.value).toBe('moscow');
    expect(loader.queries[0]).toMatchObject({ utc_offset: 180 });
  });

  it('works on when storage cannot be read or written', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    reload();
    const { select, loader } = await mount();
    expect(select.value).toBe('tashkent');
    fireEvent.change(select, { target: { value: 'new_york' } });
    await settle();
    expect(select.value).toBe('new_york');
    expect(loader.queries.at(-1)).toMatchObject({ utc_offset: -300 });
  });
});
