// Links between the course widgets and the product's course pages. A link is a real address
// (the product's origin: `apiBase` + the page's route, docs/product.md, "Pages"), so it works on a
// landing page and opens in a new tab; a host app that routes on its own passes `onNavigate`, and a
// plain left click then goes through it instead of loading the page again.
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $coreConfig } from '@savdo/core';

/** The product's course routes (host-app's page table has the same paths). */
export const coursePaths = {
  catalog: () => '/video-courses',
  course: (courseId: number) => `/video-courses/${courseId}`,
  player: (courseId: number, lessonId?: number) =>
    lessonId === undefined
      ? `/video-courses/${courseId}/player`
      : `/video-courses/${courseId}/player/${lessonId}`,
};

/** A host's router: called with a path of the product (`/video-courses/3`). */
export type NavigateTo = (path: string) => void;

/** Whether a click should go to the router (a plain primary click, no modifier). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export interface CourseLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  onNavigate?: NavigateTo;
  children: ReactNode;
}

/** A plain `<a>` (no styled wrapper: long lists style it by class). */
export function CourseLink({ to, onNavigate, onClick, children, ...rest }: CourseLinkProps) {
  const { apiBase } = useStore($coreConfig);
  return (
    <a
      {...rest}
      href={`${apiBase}${to}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !onNavigate || !isPlainClick(event)) return;
        event.preventDefault();
        onNavigate(to);
      }}
    >
      {children}
    </a>
  );
}
