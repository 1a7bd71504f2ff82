// When the player writes the viewer's position: every `intervalMs` of play (10 s),
// on pause, when the lesson ends (completed), when the lesson or the widget goes away, and when
// the page is being left (hidden or pagehide: the keepalive variant, which outlives the page).
// A write that would repeat the last saved second is skipped. Framework-free, so fake timers
// test it directly.
import type { LessonProgressRequest } from '@savdo/contract';

export const PROGRESS_SAVE_INTERVAL_MS = 10_000;

export interface ProgressSaverOptions {
  lessonId: number;
  /** The playhead now, in seconds. */
  position: () => number;
  save: (body: LessonProgressRequest) => void;
  /** The same write for a page being left (fetch keepalive). */
  saveOnLeave: (body: LessonProgressRequest) => void;
  intervalMs?: number;
}

export interface ProgressSaver {
  play(): void;
  pause(): void;
  ended(): void;
  /** The page is being hidden or left. */
  leave(): void;
  /** The lesson or the player goes away: the last position is written, the timer stopped. */
  stop(): void;
}

export function createProgressSaver(options: ProgressSaverOptions): ProgressSaver {
  const { lessonId, position, save, saveOnLeave } = options;
  const intervalMs = options.intervalMs ?? PROGRESS_SAVE_INTERVAL_MS;
  let timer: ReturnType<typeof setInterval> | null = null;
  let lastSaved: number | null = null;
  let completed = false;

  const now = () => Math.max(0, Math.floor(position()));
  const clear = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const flush = (write: (body: LessonProgressRequest) => void) => {
    const at = now();
    if (at === lastSaved) return;
    lastSaved = at;
    write({ lesson_id: lessonId, position_seconds: at });
  };

  return {
    play() {
      if (timer === null) timer = setInterval(() => flush(save), intervalMs);
    },
    pause() {
      clear();
      flush(save);
    },
    ended() {
      clear();
      if (completed) return;
      completed = true;
      lastSaved = now();
      save({ lesson_id: lessonId, position_seconds: lastSaved, is_completed: true });
    },
    leave() {
      flush(saveOnLeave);
    },
    stop() {
      clear();
      flush(save);
    },
  };
}
