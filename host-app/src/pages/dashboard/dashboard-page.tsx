// The dashboard: a greeting, the account at a glance (balance in UZS, status), the learning
// figures (courses in progress, lessons completed of total, progress, continue watching) and the
// signal win rate, and tiles to every section. 'My Algo Trading Bots' comes with its issue.
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { navItemsFor } from '../../routes/route-table';
import { $user, formatUzs } from '@savdo/core';
import { courseText } from '@savdo/core/courses';
import {
  Badge,
  Button,
  ErrorState,
  Panel,
  Skeleton,
  TextLink,
  focusRing,
  token,
  useStore,
  useLanguage,
} from '@savdo/ui';
import { useAppT } from '../../i18n/app-strings';
import { Icon, type IconName } from '../../layout/icons';
import { NAV_ICONS } from '../../layout/nav-icons';
import { PageHeader } from '../page-header';
import { ResendStatus } from '../../guards/access-notice';
import { useResendVerification } from '../../guards/use-resend-verification';
import { useDashboardStats } from './use-dashboard-stats';
import { WhenNear } from '../when-near';
import { StartUpStep } from '../../app/start-up-step';
import { useLinkNavigation } from '../../layout/link-navigation';

// My three expert advisors load after the first paint (the algo entry stays off the dashboard's
// first load budget).
const DashboardBots = lazy(() =>
  import('../algo/dashboard-bots').then((m) => ({ default: m.DashboardBots })),
);

// The banner carousel has its own chunk (its own entry), fetched together with this
// page's chunk rather than after the first render: its image is the page's largest paint
// (decision 0266: loading it with the page's chunk measured worse).
const bannersChunk = import('./dashboard-banners');
const DashboardBanners = lazy(() => bannersChunk.then((m) => ({ default: m.DashboardBanners })));

// The banner carousel's box (10:3, at least 150 px high) while its code loads, so the page
// below it does not shift when it arrives.
const BannerSpace = styled.div`
  aspect-ratio: 10 / 3;
  min-height: 150px;
  margin-bottom: 28px;
  border-radius: ${token('radius-xl')};
  background: ${token('color-surface')};
`;

// Today's events' place until it comes near the viewport: reserved, not loading.
const PanelSpace = styled.div`
  min-height: 120px;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 16px;
  margin-bottom: 28px;
  @media (max-width: 1180px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 560px) {
    grid-template-columns: 1fr;
  }
`;

const Tile = styled.section<{ $hero?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-height: 132px;
  padding: 18px 20px;
  border-radius: 16px;
  border: 1px solid ${token('color-border')};
  background: ${(p) =>
    p.$hero
      ? 'linear-gradient(135deg, #064e3b 0%, #065f46 45%, #0b1526 100%)'
      : token('color-surface-raised')};
  color: ${(p) => (p.$hero ? '#ecfdf5' : token('color-text'))};
  overflow: hidden;
`;

const TileHead = styled.h2<{ $hero?: boolean }>`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  font-size: 13px;
  font-weight: 600;
  color: ${(p) => (p.$hero ? '#a7f3d0' : token('color-text-muted'))};
  & > svg {
    color: ${(p) => (p.$hero ? '#6ee7b7' : token('color-accent'))};
  }
`;

const Figure = styled.p`
  margin: 0;
  font-size: clamp(20px, 1.9vw, 24px);
  font-weight: 750;
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;
  line-height: 1.15;
  overflow-wrap: anywhere;
`;

const Note = styled.p<{ $hero?: boolean }>`
  margin: 0;
  font-size: 13px;
  color: ${(p) => (p.$hero ? '#d1fae5' : token('color-text-muted'))};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Progress = styled.div`
  height: 8px;
  border-radius: 4px;
  background: ${token('color-surface')};
  overflow: hidden;
  & > span {
    display: block;
    height: 100%;
    border-radius: 4px;
    background: linear-gradient(90deg, #10b981, #34d399);
  }
`;

const Wide = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  margin-bottom: 28px;
  @media (max-width: 860px) {
    grid-template-columns: 1fr;
  }
`;

const FeatureCard = styled(Panel).attrs({ $size: 'lg' })`
  flex-direction: row;
  gap: ${token('space-4')};
  & h2 {
    margin: 0 0 ${token('space-1')};
    font-size: ${token('font-size-lg')};
  }
  & p {
    margin: 0 0 ${token('space-3')};
    color: ${token('color-text-muted')};
  }
`;

const FeatureIcon = styled.div`
  flex: none;
  width: 44px;
  height: 44px;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: 12px;
  color: ${token('color-accent')};
  background: color-mix(in srgb, ${token('color-accent')} 14%, transparent);
`;

// A link the page's router follows (layout/link-navigation.ts) in the shared TextLink look, with an
// icon beside the words.
const ArrowLink = styled(TextLink)`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-1')};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const LoadFailure = styled(ErrorState)`
  margin-bottom: 20px;
`;

// The economic calendar "with a today's-events widget" on the dashboard. Its
// code loads after the page (its own chunk), so the dashboard's first load does not grow.
const TodaysEvents = lazy(() =>
  import('@savdo/widgets/calendar').then((m) => ({ default: m.TodaysEvents })),
);

const TodayPanel = styled(Panel).attrs({ $size: 'lg' })`
  margin-bottom: ${token('space-5')};
`;

const SectionTitle = styled.h2`
  margin: 0 0 14px;
  font-size: 18px;
`;

const Sections = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SectionLink = styled.a`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 14px 16px;
  border-radius: 14px;
  border: 1px solid ${token('color-border')};
  background: ${token('color-surface-raised')};
  color: ${token('color-text')};
  text-decoration: none;
  font-weight: 600;
  transition: border-color 120ms;
  & > svg {
    color: ${token('color-accent')};
    flex: none;
  }
  &:hover {
    border-color: ${token('color-accent')};
  }
  ${focusRing}
`;

function Head({ icon, hero, children }: { icon: IconName; hero?: boolean; children: string }) {
  return (
    <TileHead $hero={hero}>
      <Icon name={icon} size={18} />
      {children}
    </TileHead>
  );
}

export default function DashboardPage() {
  const t = useAppT();
  const user = useStore($user);
  const lang = useLanguage();
  const stats = useDashboardStats();
  const verification = useResendVerification();
  // Its links are plain anchors routed from here (layout/link-navigation.ts).
  const followLink = useLinkNavigation();
  if (!user) return null;
  const firstName = user.first_name?.trim() || user.name || user.username;
  const continueWatching = stats.course?.continue_watching ?? null;
  const progress = stats.course
    ? Math.max(0, Math.min(100, Math.round(stats.course.progress_percent)))
    : 0;

  return (
    <div data-page="dashboard" onClick={followLink}>
      {/* First, so it stands where index.html's first screen drew its picture (decision 0268). */}
      <Suspense fallback={<BannerSpace />}>
        <DashboardBanners />
      </Suspense>
      <PageHeader
        title={t('dashboard.greeting', { name: firstName })}
        description={t('pages.dashboard.description')}
      />
      {stats.failed ? (
        <LoadFailure
          title={t('dashboard.loadFailed')}
          actions={
            <Button variant="secondary" onClick={() => window.location.reload()}>
              {t('dashboard.reload')}
            </Button>
          }
        />
      ) : null}
      {/* During start-up the rest of the page comes in two more tasks, the tiles
          and then what lies below them (nested: the second starts once the first has rendered),
          instead of one long one (decision 0268). New content only ever appears below what is
          drawn, so nothing shifts. */}
      <StartUpStep>
        <Grid>
          <Tile $hero>
            <Head icon="wallet" hero>
              {t('dashboard.balance')}
            </Head>
            <Figure data-testid="dashboard-balance">{formatUzs(user.balance, lang)}</Figure>
            <Note $hero>@{user.username}</Note>
          </Tile>
          <Tile>
            <Head icon="user">{t('dashboard.account')}</Head>
            <Figure>{user.name || user.username}</Figure>
            <Badges>
              <Badge tone="info">
                {user.role === 'admin' ? t('dashboard.adminRole') : t('dashboard.userRole')}
              </Badge>
              <Badge tone={user.is_verified ? 'success' : 'warning'}>
                {user.is_verified ? t('dashboard.verified') : t('dashboard.notVerified')}
              </Badge>
            </Badges>
            {verification.needed ? (
              <div>
                <Button
                  size="sm"
                  variant="secondary"
                  busy={verification.state === 'busy'}
                  disabled={verification.state === 'sent'}
                  onClick={verification.resend}
                >
                  {t('notice.resend')}
                </Button>
                <ResendStatus state={verification.state} email={verification.email} />
              </div>
            ) : null}
          </Tile>
          <Tile aria-busy={stats.courseLoading} data-testid="dashboard-learning">
            <Head icon="video">{t('dashboard.learning')}</Head>
            {/* Loading, the tiles keep the lines they will have, so the row below stays put. */}
            <Figure>
              {stats.courseLoading ? (
                <Skeleton line width="40%" />
              ) : stats.course ? (
                `${progress}%`
              ) : (
                '—'
              )}
            </Figure>
            <Progress aria-hidden="true">
              <span style={{ width: `${progress}%` }} />
            </Progress>
            <Note>
              {stats.course
                ? t('dashboard.lessonsDone', {
                    done: stats.course.lessons_completed,
                    total: stats.course.total_lessons,
                  })
                : stats.courseLoading || stats.failed
                  ? '\u00a0'
                  : t('dashboard.noData')}
            </Note>
            <Note>
              {stats.course
                ? t('dashboard.coursesInProgress', {
                    count: Math.max(
                      0,
                      stats.course.courses_started - stats.course.courses_completed,
                    ),
                  })
                : '\u00a0'}
            </Note>
          </Tile>
          <Tile aria-busy={stats.signalsLoading}>
            <Head icon="signal">{t('dashboard.winRate')}</Head>
            <Figure>
              {stats.signalsLoading ? (
                <Skeleton line width="40%" />
              ) : stats.signals ? (
                `${Math.round(stats.signals.win_rate)}%`
              ) : (
                '—'
              )}
            </Figure>
            <Note>
              {stats.signals
                ? t('dashboard.signalsClosed', { count: stats.signals.closed_signals })
                : stats.signalsLoading || stats.failed
                  ? '\u00a0'
                  : t('dashboard.noData')}
            </Note>
          </Tile>
        </Grid>

        <StartUpStep>
          <Wide>
            <FeatureCard>
              <FeatureIcon aria-hidden="true">
                <Icon name="video" size={22} />
              </FeatureIcon>
              <div>
                <h2>{t('dashboard.learning')}</h2>
                <p>
                  {stats.course && stats.course.courses_started > 0
                    ? t('dashboard.lessonsDone', {
                        done: stats.course.lessons_completed,
                        total: stats.course.total_lessons,
                      })
                    : stats.course
                      ? t('dashboard.learningEmpty')
                      : t('dashboard.learningText')}
                </p>
                {continueWatching ? (
                  <ArrowLink
                    data-route=""
                    href={`/video-courses/${continueWatching.course_id}/player/${continueWatching.lesson_id}`}
                    data-testid="dashboard-continue"
                  >
                    {t('dashboard.continueWatching', {
                      lesson: courseText(
                        {
                          title: continueWatching.lesson_title,
                          translations: continueWatching.lesson_translations,
                        },
                        lang,
                      ).title,
                    })}
                    <Icon name="arrowRight" size={16} />
                  </ArrowLink>
                ) : (
                  <ArrowLink data-route="" href="/video-courses">
                    {t('pages.videoCourses.title')}
                    <Icon name="arrowRight" size={16} />
                  </ArrowLink>
                )}
              </div>
            </FeatureCard>
            <FeatureCard>
              <FeatureIcon aria-hidden="true">
                <Icon name="bot" size={22} />
              </FeatureIcon>
              <div>
                <h2>{t('dashboard.bots')}</h2>
                <p>{t('dashboard.botsText')}</p>
                <WhenNear>
                  <Suspense fallback={null}>
                    <DashboardBots />
                  </Suspense>
                </WhenNear>
                <ArrowLink data-route="" href="/algo-trading">
                  {t('pages.algoTrading.title')}
                  <Icon name="arrowRight" size={16} />
                </ArrowLink>
              </div>
            </FeatureCard>
          </Wide>

          <TodayPanel data-testid="dashboard-today">
            <WhenNear placeholder={<PanelSpace />}>
              <Suspense fallback={<Skeleton height={120} />}>
                <TodaysEvents limit={6} />
              </Suspense>
            </WhenNear>
            <ArrowLink data-route="" href="/economic-calendar">
              {t('pages.economicCalendar.title')}
              <Icon name="arrowRight" size={16} />
            </ArrowLink>
          </TodayPanel>

          <section aria-labelledby="dashboard-sections">
            <SectionTitle id="dashboard-sections">{t('dashboard.explore')}</SectionTitle>
            <Sections>
              {navItemsFor(user.role)
                .filter((item) => item.page !== 'dashboard')
                .map((item) => (
                  <li key={item.to}>
                    <SectionLink data-route="" href={item.to}>
                      <Icon name={NAV_ICONS[item.page] ?? 'dashboard'} />
                      {t(`pages.${item.page}.title`)}
                    </SectionLink>
                  </li>
                ))}
            </Sections>
          </section>
        </StartUpStep>
      </StartUpStep>
    </div>
  );
}
