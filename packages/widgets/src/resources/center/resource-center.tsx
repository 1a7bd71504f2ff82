// ResourceCenter: category tabs, a debounced search, the featured row (first page of
// the unfiltered catalog), a page of 12 resource cards, loading skeletons, empty and load-failure
// states, previous / next. Texts come in the interface language; a language switch asks again.
// The center is for signed-in users: on a partner page or signed out it shows a sign-in link.
import { useId, useMemo } from 'react';
import { atom } from 'nanostores';
import styled from 'styled-components';
import { RESOURCES_PAGE_SIZE, type Resource } from '@savdo/contract';
import { resourceCategoriesQuery, resourcesQuery } from '@savdo/core/resources';
import {
  SignInNotice,
  Tabs,
  TextField,
  WidgetTitle as Title,
  token,
  useDebouncedValue,
  useEmit,
  useLaidOut,
  useLanguage,
  useOwnSession,
  useStore,
  useT,
  visuallyHidden,
  PagedCatalogBody,
} from '@savdo/ui';
import { useCatalogFilters, useQueryStoreFor } from '@savdo/ui/catalog';
import type { ResourceNavigate } from '@savdo/ui/resources';
import {
  FEATURED_COUNT,
  SEARCH_DEBOUNCE_MS,
  centerQuery,
  isFiltered,
  showsFeatured,
  type CenterFilters,
} from './center-filters';
import type { resourceCenterManifest } from './manifest';
import { ResourceCards, ResourceCardsSkeleton } from './resource-cards';
import { resourceCenterStrings } from './strings';

export interface ResourceCenterProps {
  /** The category tab to start on (a category's name). */
  category?: string;
  hideTitle?: boolean;
  /** Leaves out the featured row. */
  hideFeatured?: boolean;
  onNavigate?: ResourceNavigate;
}

const Region = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
  min-width: 0;
  color: ${token('color-text')};
`;

const HiddenTitle = styled(Title)`
  ${visuallyHidden}
`;

const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${token('font-size-lg')};
`;

const FeaturedList = styled.div`
  margin-top: ${token('space-3')};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${token('space-3')};
  & > [role='tablist'] {
    flex: 1 1 28rem;
    min-width: 0;
  }
  & > .resource-search {
    flex: 0 1 18rem;
    min-width: 12rem;
  }
  @media (max-width: 640px) {
    & > .resource-search {
      flex: 1 1 100%;
    }
  }
`;

function FeaturedRow({
  items,
  onNavigate,
  onOpen,
}: {
  items: readonly Resource[] | undefined;
  onNavigate?: ResourceNavigate;
  onOpen: (resourceId: number) => void;
}) {
  const t = useT(resourceCenterStrings);
  // The row is extra: failed or empty it takes no room (the catalog says what failed).
  if (!items || items.length === 0) return null;
  return (
    <section aria-label={t('featured')} data-resource-featured="">
      <SectionTitle>{t('featured')}</SectionTitle>
      <FeaturedList>
        <ResourceCards
          resources={items}
          featured
          part="featured"
          label={t('featured')}
          onNavigate={onNavigate}
          onOpen={onOpen}
        />
      </FeaturedList>
    </section>
  );
}

/** Nothing to subscribe to: the featured row's store where the row is not shown. */
const $noFeatured = atom<{ loading: boolean; data?: undefined; error?: undefined }>({
  loading: false,
});

export function ResourceCenter(props: ResourceCenterProps) {
  const t = useT(resourceCenterStrings);
  const titleId = useId();
  const { signedIn, apiBase } = useOwnSession();
  const heading = props.hideTitle ? (
    <HiddenTitle id={titleId}>{t('title')}</HiddenTitle>
  ) : (
    <Title id={titleId}>{t('title')}</Title>
  );
  return (
    <Region aria-labelledby={titleId} data-savdo-resource-center="">
      {heading}
      {signedIn ? (
        <CenterBody {...props} />
      ) : (
        <SignInNotice text={t('signIn')} linkText={t('signInLink')} href={`${apiBase}/auth`} />
      )}
    </Region>
  );
}

/** The center for a signed-in user (its stores fetch only here). */
function CenterBody({ category, hideFeatured = false, onNavigate }: ResourceCenterProps) {
  const t = useT(resourceCenterStrings);
  const lang = useLanguage();
  const tabsId = useId();
  const panelId = useId();
  const emit = useEmit<typeof resourceCenterManifest>();
  const { filters, page, setPage, change, clear } = useCatalogFilters<CenterFilters>(
    { category: category ?? '', search: '' },
    { category: '', search: '' },
  );
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const $resources = useQueryStoreFor(
    { query: centerQuery({ ...filters, search }, page), lang },
    ({ query, lang: language }) => resourcesQuery(query, language),
  );
  const $categories = useMemo(() => resourceCategoriesQuery(lang), [lang]);
  const value = useStore($resources);
  const categoriesValue = useStore($categories);
  const categories = categoriesValue.data?.result;
  const featuredShown = !hideFeatured && showsFeatured(filters, page);
  const $featured = useMemo(
    () => resourcesQuery({ is_featured: true, limit: FEATURED_COUNT, page: 1 }, lang),
    [lang],
  );
  const featured = useStore(featuredShown ? $featured : $noFeatured);
  // The tabs (they wrap onto a second line on phones) and the featured row stand above the
  // catalog: the center is drawn once both have answered (or failed), in one go
  // (ui's hooks/laid-out-gate.tsx).
  const laidOut = useLaidOut(
    !categoriesValue.loading &&
      (categories !== undefined || categoriesValue.error !== undefined) &&
      !featured.loading &&
      (!featuredShown || featured.data !== undefined || featured.error !== undefined),
  );

  const onOpen = (resourceId: number) => emit('savdo-resource-open', { resourceId });

  const body = (
    <PagedCatalogBody
      value={value}
      t={t}
      page={page}
      pageSize={RESOURCES_PAGE_SIZE}
      onPage={setPage}
      onRetry={() => $resources.invalidate()}
      filtered={isFiltered(filters)}
      onClearFilters={clear}
      skeleton={(label) => <ResourceCardsSkeleton label={label} />}
      rows={(resources, label) => (
        <ResourceCards
          resources={resources}
          label={label}
          onNavigate={onNavigate}
          onOpen={onOpen}
        />
      )}
    />
  );

  const tabs = [
    { id: '', label: t('all') },
    ...(categories ?? []).map((c) => ({ id: c.name, label: c.title })),
  ];
  // A category the tabs do not (yet) know still shows as chosen, so the filter is never hidden.
  if (filters.category && !tabs.some((tab) => tab.id === filters.category))
    tabs.push({ id: filters.category, label: filters.category });

  if (!laidOut) return <ResourceCardsSkeleton label={t('loading')} />;
  return (
    <>
      {featuredShown ? (
        <FeaturedRow items={featured.data?.result.data} onNavigate={onNavigate} onOpen={onOpen} />
      ) : null}
      <Toolbar part="filters">
        <Tabs
          items={tabs}
          value={filters.category}
          onChange={(id) => change({ category: id })}
          label={t('categories')}
          idPrefix={tabsId}
          panelId={panelId}
          part="categories"
        />
        <div className="resource-search" role="search">
          <TextField
            label={t('search')}
            type="search"
            placeholder={t('searchPlaceholder')}
            maxLength={100}
            value={filters.search}
            onChange={(e) => change({ search: e.target.value })}
          />
        </div>
      </Toolbar>
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={`${tabsId}-tab-${filters.category}`}
        data-resource-panel=""
      >
        {body}
      </div>
    </>
  );
}
