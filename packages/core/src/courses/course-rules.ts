// Rules of the courses client that more than one widget needs (the catalog, the course page,
// the player): texts in the interface language, a module's access state and days left, a
// lesson's mark, and the lesson order. Pure functions of the answers and a clock.
import type {
  CourseModule,
  CourseText,
  CourseTranslations,
  Language,
  Lesson,
} from '@savdo/contract';

const DAY_MS = 86_400_000;

/** The title and description in `lang`; English (the item's own fields) when not translated. */
export function courseText(
  item: { title: string; description?: string; translations: CourseTranslations },
  lang: Language,
): CourseText {
  const own = lang === 'en' ? undefined : item.translations[lang];
  return {
    title: own?.title || item.title,
    description: own?.description || item.description,
  };
}

/**
 * A module's access: `free` (price 0), `active` (bought, within its 7 days), `expired` (bought,
 * the 7 days over: locked with its price and "Buy again"), `never` (price and "Buy").
 */
export type ModuleAccess = 'free' | 'active' | 'expired' | 'never';

export function moduleAccess(module: CourseModule, now: number = Date.now()): ModuleAccess {
  if (module.price === 0) return 'free';
  const expires = module.access_expires_at === null ? null : Date.parse(module.access_expires_at);
  // The server's flag, unless its expiry has passed while the page stayed open.
  if (module.purchased && (expires === null || expires > now)) return 'active';
  return expires === null ? 'never' : 'expired';
}

/** Whole days of access left, rounded up (a module bought now has 7), never below 0. */
export function accessDaysLeft(expiresAt: string, now: number = Date.now()): number {
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / DAY_MS));
}

/** What a lesson row shows: completed, a free preview, watchable, or locked. */
export type LessonMark = 'completed' | 'free' | 'unlocked' | 'locked';

export function lessonMark(lesson: Lesson): LessonMark {
  if (!lesson.can_watch) return 'locked';
  if (lesson.is_completed) return 'completed';
  return lesson.is_free ? 'free' : 'unlocked';
}

/** Every lesson of the modules, modules and lessons in their order. */
export function lessonsInOrder(modules: readonly CourseModule[]): Lesson[] {
  return [...modules]
    .sort((a, b) => a.position - b.position)
    .flatMap((m) => [...m.lessons].sort((a, b) => a.position - b.position));
}

/** The lessons before and after `lessonId` in the course's order (null at either end). */
export function lessonNeighbours(
  modules: readonly CourseModule[],
  lessonId: number,
): { previous: Lesson | null; next: Lesson | null } {
  const all = lessonsInOrder(modules);
  const i = all.findIndex((l) => l.id === lessonId);
  if (i < 0) return { previous: null, next: null };
  return { previous: all[i - 1] ?? null, next: all[i + 1] ?? null };
}
