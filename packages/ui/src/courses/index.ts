// What the course widgets share, its own entry (`@savdo/ui/courses`), out of the shared ui chunk.
export { coursesStrings, COURSES_NAMESPACE } from './course-strings';
export {
  ModulePurchaseDialog,
  useModulePurchase,
  type ModulePurchaseDialogProps,
  type PendingModulePurchase,
} from './module-purchase';
export { CourseProgress, courseProgressStyles } from './course-progress';
export {
  CourseLink,
  coursePaths,
  isPlainClick,
  type CourseLinkProps,
  type NavigateTo,
} from './course-link';
export { LessonMarkIcon } from './lesson-mark-icon';
