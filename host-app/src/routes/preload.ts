// A signed-in load fetches the signed-in frame, the current page's chunk and what the page warms
// (its largest paint's code and data) at once, right after the entry runs, instead of one after
// the other as rendering would discover them.
import { matchPath } from 'react-router';
import { preloadAppLayout } from '../layout/lazy-app-layout';
import { pageDef } from './page-table';
import { PAGE_LOADERS } from './page-loaders';
import { PRIVATE_ROUTES } from './route-table';

export function preloadSignedInPage(pathname: string): void {
  preloadAppLayout().catch(() => undefined);
  const route = PRIVATE_ROUTES.find((candidate) => matchPath(candidate.path, pathname));
  // The page's own lazy() imports the same module later; the browser fetches it once.
  if (!route) return;
  PAGE_LOADERS[route.page]().catch(() => undefined);
  pageDef(route.page)
    .warm?.()
    .catch(() => undefined);
}
