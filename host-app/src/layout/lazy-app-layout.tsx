// The signed-in frame (sidebar, header with its chat button and bell, session warning) is its own
// chunk: /auth and the other signed-out pages never download it (/auth's 90 KB,
// docs/decisions/0264-lazy-strings-and-frame.md). A signed-in load starts it at boot together with
// the page's chunk (routes/preload.ts), so a private page still costs one round trip after the
// entry, not two.
import { Suspense, lazy } from 'react';
import type * as AppLayoutModule from './app-layout';
import type { AppLayoutProps } from './app-layout';
import { ErrorPage } from '../pages/error-page';
import { isChunkLoadFailure } from '@savdo/core';
import { PageSpinner } from '../routes/lazy-page';

let loading: Promise<typeof AppLayoutModule> | null = null;

/** Starts downloading the frame (once); a failed download is tried again on the next call. */
export function preloadAppLayout(): Promise<typeof AppLayoutModule> {
  loading ??= import('./app-layout').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

const Frame = lazy(() =>
  preloadAppLayout().then(
    (module) => ({ default: module.AppLayout }),
    (error: unknown) => {
      if (!isChunkLoadFailure(error)) throw error;
      return {
        default: function OfflineFrame() {
          return <ErrorPage kind="network" />;
        },
      };
    },
  ),
);

export function LazyAppLayout(props: AppLayoutProps) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Frame {...props} />
    </Suspense>
  );
}
