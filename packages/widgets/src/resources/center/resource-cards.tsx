// A page of resource cards: plain elements with class names under ONE styled list (docs/architecture.md,
// long lists). Each card: the kind (mark and name), the category, the title linking to the
// resource's page, the description (three lines at most), and its price ("Free", the price in
// so'm, or "Purchased") with the reading time or the file's size. All user text is text.
import { memo } from 'react';
import styled from 'styled-components';
import type { Language, Resource } from '@savdo/contract';
import { formatUzs } from '@savdo/core';
import { formatFileSize } from '@savdo/core/resources';
import { cardFrame, token, useLanguage, useT } from '@savdo/ui';
import { SkeletonCards, cardGrid, skeletonLine } from '@savdo/ui/catalog';
import {
  ResourceKindIcon,
  ResourceLink,
  resourcePaths,
  resourcesStrings,
  type ResourceNavigate,
} from '@savdo/ui/resources';

// The whole card is the link's target area; the link stays the one focusable element.
export const CardList = styled.ul<{ $featured?: boolean }>`
  ${(p) => cardGrid(p.$featured ? '15rem' : '16rem')}
  .resource-card {
    position: relative;
    display: flex;
    flex-direction: column;
    gap: ${token('space-2')};
    min-width: 0;
    ${cardFrame}
    transition: border-color ${token('duration-fast')};
  }
  .resource-card:hover {
    border-color: ${token('color-accent')};
  }
  .resource-card[data-featured] {
    border-top: 3px solid ${token('color-accent')};
  }
  .resource-card-top {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${token('space-2')};
    font-size: ${token('font-size-xs')};
    color: ${token('color-text-muted')};
  }
  .resource-card-kind {
    display: inline-flex;
    align-items: center;
    gap: ${token('space-1')};
    padding: 1px ${token('space-2')};
    border-radius: ${token('radius-pill')};
    background: ${token('color-info-soft')};
    color: ${token('color-info')};
    font-weight: 600;
  }
  .resource-card-kind[data-kind='pdf'] {
    background: ${token('color-danger-soft')};
    color: ${token('color-danger')};
  }
  .resource-card-kind[data-kind='video'] {
    background: ${token('color-warning-soft')};
    color: ${token('color-warning')};
  }
  .resource-card-title {
    margin: 0;
    font-size: ${token('font-size-lg')};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  .resource-card-title a {
    color: inherit;
    text-decoration: none;
  }
  .resource-card-title a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  .resource-card-title a:focus-visible {
    outline: none;
  }
  .resource-card:has(a:focus-visible) {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
  .resource-card-text {
    flex: 1;
    margin: 0;
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  .resource-card-foot {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${token('space-2')};
    font-size: ${token('font-size-sm')};
    color: ${token('color-text-muted')};
  }
  .resource-card-price {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    color: ${token('color-text')};
  }
  .resource-card-price[data-state='free'],
  .resource-card-price[data-state='owned'] {
    color: ${token('color-success')};
  }
  .resource-card[data-skeleton] {
    min-height: 11rem;
  }
  .resource-skeleton-line {
    ${skeletonLine}
  }
`;

interface ResourceCardProps {
  resource: Resource;
  lang: Language;
  featured: boolean;
  onNavigate?: ResourceNavigate;
  onOpen: (resourceId: number) => void;
}

const ResourceCard = memo(function ResourceCard({
  resource,
  lang,
  featured,
  onNavigate,
  onOpen,
}: ResourceCardProps) {
  const t = useT(resourcesStrings);
  const state = resource.is_free ? 'free' : resource.purchased ? 'owned' : 'paid';
  const extra =
    resource.kind === 'article' && resource.reading_minutes !== null
      ? t('readingTime', { count: resource.reading_minutes })
      : resource.kind === 'pdf' && resource.file_size !== null
        ? formatFileSize(resource.file_size, lang)
        : null;
  return (
    <li
      className="resource-card"
      part="resource"
      data-resource-id={resource.id}
      data-featured={featured ? '' : undefined}
    >
      <div className="resource-card-top">
        <span className="resource-card-kind" data-kind={resource.kind}>
          <ResourceKindIcon kind={resource.kind} size={14} />
          {t(`kind.${resource.kind}`)}
        </span>
        <span>{resource.category_title}</span>
      </div>
      <h3 className="resource-card-title" lang={resource.language}>
        <ResourceLink
          to={resourcePaths.resource(resource.id)}
          onNavigate={onNavigate}
          onClick={() => onOpen(resource.id)}
        >
          {resource.title}
        </ResourceLink>
      </h3>
      {resource.description ? (
        <p className="resource-card-text" lang={resource.language}>
          {resource.description}
        </p>
      ) : null}
      <div className="resource-card-foot">
        <span className="resource-card-price" data-state={state}>
          {state === 'free'
            ? t('free')
            : state === 'owned'
              ? t('owned')
              : formatUzs(resource.price, lang)}
        </span>
        {extra ? <span>{extra}</span> : null}
      </div>
    </li>
  );
});

export interface ResourceCardsProps {
  resources: readonly Resource[];
  label: string;
  featured?: boolean;
  part?: string;
  onNavigate?: ResourceNavigate;
  onOpen: (resourceId: number) => void;
}

export function ResourceCards({
  resources,
  label,
  featured = false,
  part = 'resources',
  onNavigate,
  onOpen,
}: ResourceCardsProps) {
  const lang = useLanguage();
  return (
    <CardList part={part} aria-label={label} $featured={featured}>
      {resources.map((resource) => (
        <ResourceCard
          key={resource.id}
          resource={resource}
          lang={lang}
          featured={featured}
          onNavigate={onNavigate}
          onOpen={onOpen}
        />
      ))}
    </CardList>
  );
}

const SKELETON_LINES = [
  { width: '30%' },
  { width: '75%', height: '1.3rem' },
  { width: '100%' },
  { width: '85%' },
  { width: '35%' },
];

export function ResourceCardsSkeleton({ label, count = 6 }: { label: string; count?: number }) {
  return (
    <CardList part="resources" aria-busy="true" aria-label={label} data-resources-skeleton="">
      <SkeletonCards
        count={count}
        cardClass="resource-card"
        lineClass="resource-skeleton-line"
        lines={SKELETON_LINES}
      />
    </CardList>
  );
}
