// While index.html's first screen covers the app, what the app draws under it is not seen, so it
// can be drawn in pieces: the frame, then the sidebar and the page, each in a task of its own.
// One long task blocks a phone's input for all of its length (Lighthouse's Total Blocking Time
// counts every task over 50 ms on a 4x slower CPU); several short ones do not (decision 0268).
// Without a first screen (any later render, any other page, the tests) children render at once.
import { useEffect, useState, type ReactNode } from 'react';
import { firstScreenShown, nextTask } from './first-screen';

export function AfterFirstScreenTask({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(() => !firstScreenShown());
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
