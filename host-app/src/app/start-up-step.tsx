// A step of the load's start-up: the frame, then the sidebar, the header's controls and the page,
// each in a task of its own rather than one long one. One long task blocks a phone's input for
// all of its length (Lighthouse's Total Blocking Time counts every task over 50 ms on a 4x
// slower CPU); several short ones do not (decision 0268). Under index.html's first screen nothing
// of it is seen until the page is drawn; on other pages the frame shows first and the rest
// follows a task or two later, each part in its own place, so nothing shifts. Once start-up is
// over (any later render, a navigation) and in the tests, children render at once.
import { useEffect, useState, type ReactNode } from 'react';
import { nextTask, renderInSteps } from './first-screen';

export function StartUpStep({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(() => !renderInSteps());
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    void nextTask().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? <>{children}</> : null;
}
