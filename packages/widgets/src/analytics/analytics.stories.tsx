// The analytics page in its states: every section with data (the journal's statistics first), a new
// trader with nothing yet, loading, failed, in uz, ru and en.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Language, MyPurchasesResponse, VideoCourseStatsResponse } from '@savdo/contract';
import { Analytics } from '@savdo/widgets/analytics';
import {
  journalRoutes,
  ledgerRoutes,
  makeExpertAdvisor,
  makeJournalEntry,
  makeLedgerEntry,
  makeSignalStats,
  makeUser,
  ok,
} from '../../../../tests/kit';
import {
  StorySignedIn,
  withFakeApi,
  withLanguage,
  type ApiState,
} from '../../../../tests/kit/story-kit';

const meta: Meta = { title: 'widgets/Analytics', decorators: [withFakeApi] };
export default meta;

type Story = StoryObj;

const DAY = 86_400_000;

function analyticsApi(state?: ApiState, fresh = false) {
  const courses: VideoCourseStatsResponse = {
    result: fresh
      ? {
          courses_started: 0,
          courses_completed: 0,
          lessons_completed: 0,
          total_lessons: 0,
          progress_percent: 0,
          continue_watching: null,
        }
      : {
          courses_started: 3,
          courses_completed: 1,
          lessons_completed: 14,
          total_lessons: 22,
          progress_percent: 63.6,
          continue_watching: null,
        },
  };
  const advisors: MyPurchasesResponse = {
    result: {
      data: fresh
        ? []
        : [
            makeExpertAdvisor({ id: 1, name: 'Trend Rider', gain_percent: 18.4, profit: 184 }),
            makeExpertAdvisor({
              id: 2,
              name: 'Grid Pro',
              gain_percent: -4.2,
              profit: -42,
              status: 'paused',
            }),
            makeExpertAdvisor({ id: 3, name: 'Scalper X', gain_percent: 6.1, profit: 61 }),
          ],
      page: 1,
      limit: 50,
      total: fresh ? 0 : 3,
    },
  };
  let balance = 250_000;
  const entries = fresh
    ? []
    : Array.from({ length: 30 }, (_, i) => {
        balance += i % 4 === 0 ? 400_000 : -90_000;
        return makeLedgerEntry({
          id: i + 1,
          balance_after: balance,
          created_at: new Date(Date.now() - (30 - i) * DAY).toISOString(),
        });
      }).reverse();
  return {
    fakeApi: {
      routes: () => ({
        'GET /dashboard/trading-signal/stats': () =>
          ok({ result: makeSignalStats(fresh ? { closed_signals: 0, daily: [] } : {}) }),
        'GET /dashboard/video-course/stats': () => ok(courses),
        'GET /algo-trade/my-purchases': () => ok(advisors),
        'GET /users/me': () => ok({ result: makeUser() }),
        ...journalRoutes({
          entries: fresh
            ? []
            : Array.from({ length: 12 }, (_, i) =>
                makeJournalEntry({
                  id: i + 1,
                  trade_date: new Date(Date.now() - (12 - i) * 2 * DAY).toISOString().slice(0, 10),
                  pnl: [120, -40, 85, 60, -75, 140, -30, 95, -20, 110, 45, -60][i]!,
                  win: [120, -40, 85, 60, -75, 140, -30, 95, -20, 110, 45, -60][i]! > 0,
                }),
              ),
          forms: [],
        }),
        ...ledgerRoutes({ entries }),
      }),
      state,
    },
  };
}

const signedIn = () => (
  <StorySignedIn>
    <Analytics />
  </StorySignedIn>
);

const full: Story = { parameters: analyticsApi(), render: signedIn };
export const Full = full;
const inLanguage = (lang: Language): Story => ({ ...full, decorators: [withLanguage(lang)] });
export const Uzbek = inLanguage('uz');
export const Russian = inLanguage('ru');
export const English = inLanguage('en');
export const NewTrader: Story = { parameters: analyticsApi(undefined, true), render: signedIn };
export const Loading: Story = { parameters: analyticsApi('loading'), render: signedIn };
export const Failed: Story = { parameters: analyticsApi('error'), render: signedIn };
