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

export type LazySection = LazyExoticComponent<ComponentType> & {
  /** Starts loading the section's code (a pointer over its tab): opening it is then quicker. */
  preload(): void;
};

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
): LazySection {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () =>
    (loading ??= load()
      .then((module) => ({ default: pick(module) }))
      .catch((error: unknown) => {
        // A failed preload (a pointer over a tab while offline) must not doom the later open.
        loading = undefined;
        throw isChunkLoadFailure(error) ? new ChunkLoadError(error) : error;
      }));
  const component = lazy(start) as LazySection;
  component.preload = () => void start().catch(() => undefined);
  return component;
}
