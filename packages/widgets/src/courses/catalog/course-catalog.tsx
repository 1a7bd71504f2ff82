// CourseCatalog: filters (level, free/paid, a debounced search), a page of 12 course
// cards, loading skeletons, empty and error states, previous / next. On a partner page (public
// mode) it lists the same courses without progress; signed out it also shows none.
import { useId } from 'react';
import styled from 'styled-components';
import { COURSES_PAGE_SIZE, COURSE_LEVELS, type CourseLevel } from '@savdo/contract';
import { coursesQuery } from '@savdo/core/courses';
import {
  Select,
  TextField,
  WidgetTitle as Title,
  token,
  useDebouncedValue,
  useEmit,
  useOwnSession,
  useStore,
  useT,
  visuallyHidden,
  PagedCatalogBody,
} from '@savdo/ui';
import { useCatalogFilters, useQueryStoreFor } from '@savdo/ui/catalog';
import { coursesStrings, type NavigateTo } from '@savdo/ui/courses';
import {
  SEARCH_DEBOUNCE_MS,
  catalogQuery,
  isFiltered,
  type CatalogFilters,
  type PriceChoice,
} from './catalog-filters';
import { CourseCards, CourseCardsSkeleton } from './course-cards';
import type { courseCatalogManifest } from './manifest';
import { courseCatalogStrings } from './strings';

export interface CourseCatalogProps {
  level?: CourseLevel;
  price?: PriceChoice;
  hideTitle?: boolean;
  onNavigate?: NavigateTo;
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

const Filters = styled.div`
  display: grid;
  grid-template-columns: minmax(10rem, 1fr) minmax(8rem, 12rem) minmax(8rem, 12rem);
  gap: ${token('space-3')};
  align-items: end;
  @media (max-width: 640px) {
    grid-template-columns: 1fr 1fr;
    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

export function CourseCatalog({ level, price, hideTitle = false, onNavigate }: CourseCatalogProps) {
  const t = useT(courseCatalogStrings);
  const ct = useT(coursesStrings);
  const titleId = useId();
  const emit = useEmit<typeof courseCatalogManifest>();
  const { signedIn } = useOwnSession();
  const { filters, page, setPage, change, clear } = useCatalogFilters<CatalogFilters>(
    { level, price, search: '' },
    { level: undefined, price: undefined, search: '' },
  );
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const $courses = useQueryStoreFor(catalogQuery({ ...filters, search }, page), coursesQuery);
  const value = useStore($courses);

  const body = (
    <PagedCatalogBody
      value={value}
      t={t}
      page={page}
      pageSize={COURSES_PAGE_SIZE}
      onPage={setPage}
      onRetry={() => $courses.invalidate()}
      filtered={isFiltered(filters)}
      onClearFilters={clear}
      skeleton={(label) => <CourseCardsSkeleton label={label} />}
      rows={(courses, label) => (
        <CourseCards
          courses={courses}
          showProgress={signedIn}
          label={label}
          onNavigate={onNavigate}
          onOpen={(courseId) => emit('savdo-course-open', { courseId })}
        />
      )}
    />
  );

  return (
    <Region aria-labelledby={titleId} data-savdo-course-catalog="">
      {hideTitle ? (
        <HiddenTitle id={titleId}>{t('title')}</HiddenTitle>
      ) : (
        <Title id={titleId}>{t('title')}</Title>
      )}
      <Filters part="filters" role="search">
        <TextField
          label={t('filters.search')}
          type="search"
          placeholder={t('filters.searchPlaceholder')}
          maxLength={100}
          value={filters.search}
          onChange={(e) => change({ search: e.target.value })}
        />
        <Select
          label={t('filters.level')}
          value={filters.level ?? ''}
          options={[
            { value: '', label: t('filters.allLevels') },
            ...COURSE_LEVELS.map((l) => ({ value: l, label: ct(`level.${l}`) })),
          ]}
          onChange={(e) =>
            change({ level: (e.target.value || undefined) as CourseLevel | undefined })
          }
        />
        <Select
          label={t('filters.price')}
          value={filters.price ?? ''}
          options={[
            { value: '', label: t('filters.allPrices') },
            { value: 'free', label: t('filters.free') },
            { value: 'paid', label: t('filters.paid') },
          ]}
          onChange={(e) =>
            change({ price: (e.target.value || undefined) as PriceChoice | undefined })
          }
        />
      </Filters>
      {body}
    </Region>
  );
}
