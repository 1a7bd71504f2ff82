/**
 * Who may watch what (decision 0170): a visitor nothing; anyone signed in every lesson of a free
 * course and every free preview lesson; a buyer every lesson of a module whose access is active
 * now (by the database clock). The answers, the playback token and progress writes all ask here.
 */
import { ForbiddenError } from '../../domain-errors';
import type { LessonView } from './repository';

export const LESSON_LOCKED = 'You need to buy this module to watch this lesson';

/** Whether a module is open to the viewer without a purchase or through an active one. */
export function moduleOpen(
  terms: { course_is_paid: boolean; access_active: boolean },
  signedIn: boolean,
): boolean {
  return signedIn && (!terms.course_is_paid || terms.access_active);
}

export function canWatch(lesson: LessonView, signedIn: boolean): boolean {
  return signedIn && (lesson.is_free || moduleOpen(lesson, true));
}

/** Refuses (403) a lesson the signed-in viewer may not watch. */
export function assertCanWatch(lesson: LessonView): void {
  if (!canWatch(lesson, true)) throw new ForbiddenError(LESSON_LOCKED);
}
