// The previous / next pager under a paged list, and the one rule for what a paged list shows
// (failed, loading, empty or its rows). Every paged list of the product uses both, so they page
// and fail alike.
import styled from 'styled-components';
import type { Translate } from '../i18n/language-context';
import { token } from '../theme/tokens';
import { Button } from './button';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
  font-size: ${token('font-size-sm')};
  color: ${token('color-text-muted')};
`;

export interface PagerLabels {
  /** The navigation landmark's name ('Pages'). */
  label: string;
  previous: string;
  next: string;
  /** 'Page 2 of 5', already in the widget's language. */
  position: string;
}

/** The labels from a widget's strings: pager.label, .previous, .next, .page ({{page}}, {{pages}}). */
export function pagerLabels(t: Translate, page: number, pages: number): PagerLabels {
  return {
    label: t('pager.label'),
    previous: t('pager.previous'),
    next: t('pager.next'),
    position: t('pager.page', { page, pages }),
  };
}

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels: PagerLabels;
}

/** Nothing when everything fits on one page. */
export function Pager({ page, pages, onPage, labels }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <Nav part="pager" aria-label={labels.label}>
      <Button
        size="sm"
        variant="secondary"
        disabled={page <= 1}
        onClick={() => onPage(Math.max(1, page - 1))}
      >
        {labels.previous}
      </Button>
      <span aria-live="polite">{labels.position}</span>
      <Button
        size="sm"
        variant="secondary"
        disabled={page >= pages}
        onClick={() => onPage(Math.min(pages, page + 1))}
      >
        {labels.next}
      </Button>
    </Nav>
  );
}

/** How many pages `total` rows make at `pageSize` a page (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export type PagedListState = 'failed' | 'loading' | 'empty' | 'rows';

/**
 * What a paged list shows for its query store's value: a failure only when nothing is left to
 * show (a refetch that fails keeps the rows on screen), a skeleton until the first answer.
 */
export function pagedListState(value: {
  error?: unknown;
  loading: boolean;
  data?: { result: { data: readonly unknown[] } };
}): PagedListState {
  const answer = value.data?.result;
  if (value.error !== undefined && !value.loading && answer === undefined) return 'failed';
  if (answer === undefined) return 'loading';
  return answer.data.length === 0 ? 'empty' : 'rows';
}
