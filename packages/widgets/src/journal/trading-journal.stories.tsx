// The trading journal widget in its states: a month of trades with statistics, the
// P&L curve and the heatmap; loading, empty and error; in uz, ru and en. The API is the kit's
// fake (tests/kit/journal.ts) through story-kit.tsx.
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Language } from '@savdo/contract';
import { TradingJournal } from '@savdo/widgets/journal';
import {
  journalRoutes,
  makeJournalEntry,
  makeUser,
  ok,
  type JournalServer,
} from '../../../../tests/kit';
import {
  StorySignedIn,
  withFakeApi,
  withLanguage,
  type ApiState,
} from '../../../../tests/kit/story-kit';

const meta: Meta = { title: 'widgets/Trading journal', decorators: [withFakeApi] };
export default meta;

type Story = StoryObj;

const SYMBOLS = ['EURUSD', 'XAUUSD', 'GBPUSD', 'BTCUSDT'];

/** 24 trades over six weeks, about three in five profitable. */
export function demoJournal(): JournalServer {
  const entries = Array.from({ length: 24 }, (_, i) => {
    const win = i % 5 !== 1 && i % 5 !== 3;
    const day = new Date(Date.UTC(2026, 9, 1 + Math.round(i * 1.7))).toISOString().slice(0, 10);
    return makeJournalEntry({
      id: i + 1,
      symbol: SYMBOLS[i % SYMBOLS.length],
      trade_date: day,
      direction: i % 3 === 2 ? 'short' : 'long',
      win,
      risk: 50,
      rr: 2,
      pnl: win ? 60 + (i % 4) * 25 : -50,
      notes: i % 2 ? 'Followed the plan.' : '',
    });
  });
  return { entries, forms: [] };
}

function journalApi(state?: ApiState) {
  return {
    fakeApi: {
      routes: () => {
        const server = demoJournal();
        if (state === 'empty') server.entries = [];
        return { ...journalRoutes(server), 'GET /users/me': () => ok({ result: makeUser() }) };
      },
      state: state === 'empty' ? 'ready' : state,
    },
  };
}

const signedIn = (node: ReactNode) => () => <StorySignedIn>{node}</StorySignedIn>;

const inLanguages = (base: Story): Record<Language, Story> => ({
  uz: { ...base, decorators: [withLanguage('uz')] },
  ru: { ...base, decorators: [withLanguage('ru')] },
  en: { ...base, decorators: [withLanguage('en')] },
});

const journal: Story = { parameters: journalApi(), render: signedIn(<TradingJournal />) };
export const Journal = journal;
export const JournalUzbek = inLanguages(journal).uz;
export const JournalRussian = inLanguages(journal).ru;
export const Loading: Story = {
  parameters: journalApi('loading'),
  render: signedIn(<TradingJournal />),
};
export const Empty: Story = {
  parameters: journalApi('empty'),
  render: signedIn(<TradingJournal />),
};
export const LoadError: Story = {
  parameters: journalApi('error'),
  render: signedIn(<TradingJournal />),
};
