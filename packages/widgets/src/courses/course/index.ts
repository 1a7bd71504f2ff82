// The course page widget: the component, its manifest and strings (element.ts defines the element).
export { Course, type CourseProps } from './course';
export { courseManifest, type ModulePurchasedDetail } from './manifest';
export { COURSE_NAMESPACE, courseStrings } from './strings';
