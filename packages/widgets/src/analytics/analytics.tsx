// Analytics (/analytics, <savdo-analytics>): the trader's own figures in one place, one section
// per feature, each loading and failing on its own: signal results, learning progress, algo
// bots' gains and the balance over time.
// The journal's statistics over time come first: the trader's own trades before everything else.
import styled from 'styled-components';
import { LaidOutGate, Skeleton, WidgetTitle, token, useT, SignedInOnly } from '@savdo/ui';
import { autoGrid } from '@savdo/ui/grid';
import type { NavigateTo } from '@savdo/ui/courses';
import { AlgoGains } from './algo-gains';
import { BalanceSection } from './balance-section';
import { CourseProgressSection } from './course-progress';
import { JournalSection } from './journal-section';
import { SignalResults } from './signal-results';
import { analyticsStrings } from './strings';

export interface AnalyticsProps {
  hideTitle?: boolean;
  /** A host app's router for the links (courses, expert advisors); plain links without it. */
  onNavigate?: NavigateTo;
}

const Region = styled.div`
  display: grid;
  gap: ${token('space-4')};
  min-width: 0;
  color: ${token('color-text')};
`;

const Grid = styled.div`
  ${autoGrid({ min: 'min(100%, 24rem)', gap: 4 })}
  align-items: start;
`;

/** The signed-in user's own analytics; elsewhere a sign-in link. */
export function Analytics(props: AnalyticsProps) {
  const t = useT(analyticsStrings);
  return (
    <SignedInOnly
      widget="analytics"
      text={t('signInNotice.text')}
      linkText={t('signInNotice.link')}
    >
      <AnalyticsSigned {...props} />
    </SignedInOnly>
  );
}

function AnalyticsSigned({ hideTitle = false, onNavigate }: AnalyticsProps) {
  const t = useT(analyticsStrings);
  return (
    <Region part="root">
      {hideTitle ? null : <WidgetTitle>{t('title')}</WidgetTitle>}
      {/* On a phone the sections stack: they are drawn together, once each has its answer,
          so none pushes down the ones below as it arrives (ui's hooks/laid-out-gate.tsx). */}
      <LaidOutGate placeholder={<Skeleton height="24rem" />}>
        <JournalSection onNavigate={onNavigate} />
        <Grid>
          <SignalResults />
          <BalanceSection />
          <CourseProgressSection onNavigate={onNavigate} />
          <AlgoGains onNavigate={onNavigate} />
        </Grid>
      </LaidOutGate>
    </Region>
  );
}
