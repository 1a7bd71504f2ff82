// Renders its children once its place on the page comes within `margin` of the viewport. The
// dashboard's panels below the fold (my bots, today's events) load their code and data then,
// not while the first screen is still being built: on a phone they were most of the page's
// main-thread work before it could respond (Lighthouse's Total Blocking Time,
// docs/decisions/0266-dashboard-first-screen.md).
import { useRef, type ReactNode } from 'react';
import { useOnScreen } from '@savdo/ui/hooks/use-on-screen';

export function WhenNear({
  children,
  placeholder = null,
  margin = '300px',
}: {
  children: ReactNode;
  /** Holds the place (and its height, so nothing shifts) until then. */
  placeholder?: ReactNode;
  margin?: string;
}) {
  const spot = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers, test DOMs) everything renders at once.
  const near = useOnScreen(spot, { margin });
  return near ? <>{children}</> : <div ref={spot}>{placeholder}</div>;
}
