// A page about one thing (a bot, a course, my expert advisor) names it: the page sets the name
// once it has loaded, and the document title and the page header show it instead of the
// page's generic title ("Algo bot", "Course player"), which stays while it loads.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

type SetName = (name: string | null) => void;

const PageNameContext = createContext<SetName>(() => undefined);

/** Holds the name the current page gives itself; `children` gets it to build the title. */
export function PageNameScope({ children }: { children: (name: string | null) => ReactNode }) {
  const [name, setName] = useState<string | null>(null);
  return <PageNameContext.Provider value={setName}>{children(name)}</PageNameContext.Provider>;
}

/** Names the page (the document title follows); a page that leaves takes its name with it. */
export function usePageName(name: string | null | undefined): void {
  const set = useContext(PageNameContext);
  useEffect(() => {
    set(name || null);
    return () => set(null);
  }, [name, set]);
}
