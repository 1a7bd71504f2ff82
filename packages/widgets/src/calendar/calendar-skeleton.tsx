// The loading skeleton: the table's shape with shimmering blocks, announced once as busy.
import styled from 'styled-components';
import { Skeleton, token, useT, visuallyHidden } from '@savdo/ui';
import { calendarStrings } from './strings';

const Rows = styled.div`
  display: grid;
  gap: ${token('space-3')};
  padding: ${token('space-3')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
`;

const Line = styled.div`
  display: grid;
  grid-template-columns: 48px 64px 1fr 72px 56px 56px;
  gap: ${token('space-3')};
  align-items: center;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

export function CalendarSkeleton({ rows = 6 }: { rows?: number }) {
  const t = useT(calendarStrings);
  return (
    <Rows part="skeleton" role="status" aria-busy="true" data-savdo-state="loading">
      <Hidden>{t('loading')}</Hidden>
      {Array.from({ length: rows }, (_, i) => (
        <Line key={i}>
          <Skeleton height={12} />
          <Skeleton height={12} />
          <Skeleton height={12} width={`${60 + ((i * 17) % 35)}%`} />
          <Skeleton height={16} round />
          <Skeleton height={12} />
          <Skeleton height={12} />
        </Line>
      ))}
    </Rows>
  );
}
