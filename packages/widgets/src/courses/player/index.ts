// The course player widget: the component, its manifest and strings (element.ts defines the element).
export { CoursePlayer, PLAYBACK_SPEEDS, type CoursePlayerProps } from './course-player';
export { coursePlayerManifest } from './manifest';
export { COURSE_PLAYER_NAMESPACE, coursePlayerStrings } from './strings';
export { createProgressSaver, PROGRESS_SAVE_INTERVAL_MS } from './progress-saver';
