// The player's progress writes, with fake timers: every 10 s of play, on pause, at
// the end (completed), on leaving (the keepalive variant), the last second when it stops, and
// never the same second twice.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LessonProgressRequest } from '@savdo/contract';
import { createProgressSaver } from '@savdo/widgets/courses/player';

let position = 0;
let saved: LessonProgressRequest[];
let left: LessonProgressRequest[];

function saver() {
  return createProgressSaver({
    lessonId: 7,
    position: () => position,
    save: (body) => saved.push(body),
    saveOnLeave: (body) => left.push(body),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  position = 0;
  saved = [];
  left = [];
});
afterEach(() => vi.useRealTimers());

describe('progress saver', () => {
  it('writes every 10 s of play, not sooner, and skips a second already saved', () => {
    const s = saver();
    s.play();
    position = 9.4;
    vi.advanceTimersByTime(9_999);
    expect(saved).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(saved).toEqual([{ lesson_id: 7, position_seconds: 9 }]);
    vi.advanceTimersByTime(10_000); // the playhead did not move (buffering)
    expect(saved).toHaveLength(1);
    position = 20.2;
    vi.advanceTimersByTime(10_000);
    expect(saved.at(-1)).toEqual({ lesson_id: 7, position_seconds: 20 });
    s.play(); // a second play event does not start a second timer
    position = 30;
    vi.advanceTimersByTime(10_000);
    expect(saved).toHaveLength(3);
  });

  it('pause writes at once and stops the timer', () => {
    const s = saver();
    s.play();
    position = 4;
    s.pause();
    expect(saved).toEqual([{ lesson_id: 7, position_seconds: 4 }]);
    position = 8;
    vi.advanceTimersByTime(60_000);
    expect(saved).toHaveLength(1);
  });

  it('the end writes completed once; leaving uses the keepalive write; stop writes the last second', () => {
    const s = saver();
    s.play();
    position = 12;
    s.leave();
    expect(left).toEqual([{ lesson_id: 7, position_seconds: 12 }]);
    position = 300;
    s.ended();
    s.ended();
    expect(saved).toEqual([{ lesson_id: 7, position_seconds: 300, is_completed: true }]);
    const other = saver();
    position = 33;
    other.stop();
    expect(saved.at(-1)).toEqual({ lesson_id: 7, position_seconds: 33 });
  });
});
