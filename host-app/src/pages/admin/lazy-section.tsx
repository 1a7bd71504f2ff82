// A back-office section whose code loads when it is first opened, not with /admin: loading all
// sixteen made /admin's first load about 178 KB gzip (decision 0082's first-load targets). A
// section whose code cannot be downloaded throws a ChunkLoadError, and the route's error boundary
// shows the network-error page with "try again" (pages/route-error.tsx). Nothing here imports a
// module of the app's entry: a back-office chunk that did would split those modules out of the
// entry, about 1 KB more on every page's first load.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import styled from 'styled-components';
import { ChunkLoadError, isChunkLoadFailure } from '@savdo/core';
import { Spinner } from '@savdo/ui';

const Center = styled.div`
  min-height: 40vh;
  display: flex;
  align-items: center;
  justify-content: center;
`;

/** What shows while a section's code loads. */
export function SectionSpinner() {
  return (
    <Center data-page-spinner="">
      <Spinner size={28} />
    </Center>
  );
}

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
