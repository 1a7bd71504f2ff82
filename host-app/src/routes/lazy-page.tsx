// Pages load lazily behind a spinner. A page whose code cannot be downloaded
// (offline, a dropped connection, a deploy that removed the old chunk) shows the network-error
// page with "try again"; 'Page not found: {page}' is kept for a module that loaded but holds no
// page, and names the page by its title, never by an internal id. Each route gets its
// own Suspense boundary (keyed by page), so a client-side navigation shows the spinner instead of
// leaving the old page on screen under the new address. The document title follows the page.
import { Suspense, lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { isChunkLoadFailure } from '@savdo/core';
import { AreaSpinner } from '@savdo/ui';
import { endStartUp, releaseFirstScreen } from '../app/first-screen';
import { useAppT } from '../i18n/app-strings';
import { ErrorPage } from '../pages/error-page';
import { PageNotFound } from '../pages/page-not-found';
import type { PageLoader } from './page-loaders';
import { PAGE_LOADERS } from './page-loaders';
import { PageNameScope } from './page-name';
import { pageDef } from './page-table';
import type { PageId } from './route-table';

/** A page's place while its code loads. */
export function PageSpinner() {
  return <AreaSpinner />;
}

function NamedPageNotFound({ page }: { page: string }) {
  const t = useAppT();
  const key = `pages.${page}.title`;
  const title = t(key);
  return <PageNotFound page={title === key ? page : title} />;
}

/**
 * A lazy component for `loader`: the network-error page when its code cannot be downloaded,
 * PageNotFound (by the page's title) when the module has no page.
 */
export function lazyPage(page: string, loader: PageLoader): LazyExoticComponent<ComponentType> {
  return lazy(() =>
    loader()
      .then((module) => {
        if (typeof module?.default !== 'function' && typeof module?.default !== 'object') {
          throw new Error(`no page in the module of ${page}`);
        }
        return module;
      })
      .catch((error: unknown) => ({
        // Either takes the page's place, so neither waits for a picture under the first screen
        // (ErrorPage releases it itself).
        default: isChunkLoadFailure(error)
          ? function OfflinePage() {
              return <ErrorPage kind="network" />;
            }
          : function MissingPage() {
              useEffect(releaseFirstScreen, []);
              return <NamedPageNotFound page={page} />;
            },
      })),
  );
}

const cache = new Map<PageId, LazyExoticComponent<ComponentType>>();

function pageComponent(page: PageId): LazyExoticComponent<ComponentType> {
  let component = cache.get(page);
  if (!component) {
    component = lazyPage(page, PAGE_LOADERS[page]);
    cache.set(page, component);
  }
  return component;
}

/** `${name or the page's title} · Savdo`; `name` is what a page about one thing calls itself. */
export function usePageTitle(page: PageId, name: string | null = null): void {
  const t = useAppT();
  const title = name ?? t(`pages.${page}.title`);
  const brand = t('brand.name');
  useEffect(() => {
    document.title = `${title} · ${brand}`;
  }, [title, brand]);
}

/**
 * Rendered after the page: once it is shown, start-up is over, and the first screen goes unless
 * the page draws it (its picture releases it).
 */
function PageShown({ drawsFirstScreen }: { drawsFirstScreen: boolean }) {
  useEffect(() => (drawsFirstScreen ? endStartUp() : releaseFirstScreen()), [drawsFirstScreen]);
  return null;
}

function Titled({ page, name }: { page: PageId; name: string | null }) {
  usePageTitle(page, name);
  return null;
}

export function LazyPage({ page }: { page: PageId }) {
  const Page = pageComponent(page);
  return (
    <PageNameScope>
      {(name) => (
        <>
          <Titled page={page} name={name} />
          <Suspense key={page} fallback={<PageSpinner />}>
            <Page />
            <PageShown drawsFirstScreen={pageDef(page).drawsFirstScreen === true} />
          </Suspense>
        </>
      )}
    </PageNameScope>
  );
}
