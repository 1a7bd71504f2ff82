// A back-office section whose code loads when it is first opened, not with /admin: loading all
// sixteen made /admin's first load about 178 KB gzip (decision 0082's first-load targets). A
// section whose code cannot be downloaded throws a ChunkLoadError, and the route's error boundary
// shows the network-error page with "try again" (pages/route-error.tsx); admin-page.tsx shows
// ui's AreaSpinner meanwhile, as pages do. Nothing here imports a module of the app's entry: a
// back-office chunk that did would split those modules out of the entry, about 1 KB more on
// every page's first load.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ChunkLoadError, isChunkLoadFailure } from '@savdo/core';

/** `load` imports the section's module; `pick` names its component there. */
export function lazySection<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyExoticComponent<ComponentType> {
  return lazy(() =>
    load().then(
      (module) => ({ default: pick(module) }),
      (error: unknown) => {
        throw isChunkLoadFailure(error) ? new ChunkLoadError(error) : error;
      },
    ),
  );
}
