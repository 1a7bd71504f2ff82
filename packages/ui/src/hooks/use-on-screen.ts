// Whether an element has come on screen: within `margin` of the viewport with at least `ratio` of
// its area showing. Once true it stays true: it gates work done once, when it is first worth
// doing (a panel's code and data, a chart's canvases). Without IntersectionObserver (old
// browsers, test DOMs) it is true at once.
import { useEffect, useState, type RefObject } from 'react';

export interface OnScreenOptions {
  /** How far outside the viewport still counts (IntersectionObserver's rootMargin). */
  margin?: string;
  /** The share of the element's area that must show (0: any of it). */
  ratio?: number;
  /** While false nothing is observed (the element is not rendered yet, say). */
  enabled?: boolean;
}

export function useOnScreen(
  ref: RefObject<Element | null>,
  { margin = '0px', ratio = 0, enabled = true }: OnScreenOptions = {},
): boolean {
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (shown || !enabled || !el) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= ratio)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin, threshold: ratio },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, shown, enabled, margin, ratio]);
  return shown;
}
