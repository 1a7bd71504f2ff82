// Pages load lazily behind a spinner; a page whose module cannot be loaded shows
// 'Page not found: {page}' instead (spec sections 2 and 8). The document title follows the page.
import { Suspense, lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import styled from 'styled-components';
import { Spinner } from '@savdo/ui';
import { useAppT } from '../i18n/app-strings';
import { PageNotFound } from '../pages/page-not-found';
import type { PageLoader } from './page-loaders';
import { PAGE_LOADERS } from './page-loaders';
import type { PageId } from './route-table';

const Center = styled.div`
  min-height: 50vh;
  display: flex;
  align-items: center;
  justify-content: center;
`;

export function PageSpinner() {
  return (
    <Center data-page-spinner="">
      <Spinner size={28} />
    </Center>
  );
}

/** A lazy component for `loader`; a failed import renders PageNotFound for `page`. */
export function lazyPage(page: string, loader: PageLoader): LazyExoticComponent<ComponentType> {
  return lazy(() =>
    loader().catch(() => ({
      default: function MissingPage() {
        return <PageNotFound page={page} />;
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

export function usePageTitle(page: PageId): void {
  const t = useAppT();
  const title = t(`pages.${page}.title`);
  const brand = t('brand.name');
  useEffect(() => {
    document.title = `${title} · ${brand}`;
  }, [title, brand]);
}

export function LazyPage({ page }: { page: PageId }) {
  usePageTitle(page);
  const Page = pageComponent(page);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}
