// The algo-trading widgets in their states: the market (list, loading, empty, error),
// a bot's page (buyable, with the review form, already purchased), my expert advisor, and the
// copy-trading page, in uz, ru and en. The API is the kit's fake (tests/kit/algo.ts) through
// story-kit.tsx.
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Language } from '@savdo/contract';
import { AlgoBot, AlgoMarket, CopyTrading, MyExpertAdvisor } from '@savdo/widgets';
import { algoRoutes, makeAlgoMarket, makeUser, ok, type AlgoServer } from '../../../../tests/kit';
import {
  StorySignedIn,
  withFakeApi,
  withLanguage,
  type ApiState,
} from '../../../../tests/kit/story-kit';

const meta: Meta = { title: 'widgets/Algo trading', decorators: [withFakeApi] };
export default meta;

type Story = StoryObj;

const BALANCE = 5_000_000;

function algoApi(change: (server: AlgoServer) => void = () => undefined, state?: ApiState) {
  return {
    fakeApi: {
      routes: () => {
        const server = makeAlgoMarket();
        if (state === 'empty') server.bots = [];
        change(server);
        return {
          ...algoRoutes(server),
          'GET /users/me': () => ok({ result: makeUser({ balance: BALANCE }) }),
        };
      },
      state: state === 'empty' ? 'ready' : state,
    },
  };
}

const signedIn = (node: ReactNode) => () => <StorySignedIn balance={BALANCE}>{node}</StorySignedIn>;

const inLanguages = (base: Story): Record<Language, Story> => ({
  uz: { ...base, decorators: [withLanguage('uz')] },
  ru: { ...base, decorators: [withLanguage('ru')] },
  en: { ...base, decorators: [withLanguage('en')] },
});

const market: Story = { parameters: algoApi(), render: signedIn(<AlgoMarket />) };
export const Market = market;
export const MarketUzbek = inLanguages(market).uz;
export const MarketRussian = inLanguages(market).ru;
export const MarketLoading: Story = {
  parameters: algoApi(undefined, 'loading'),
  render: signedIn(<AlgoMarket />),
};
export const MarketEmpty: Story = {
  parameters: algoApi(undefined, 'empty'),
  render: signedIn(<AlgoMarket />),
};
export const MarketError: Story = {
  parameters: algoApi(undefined, 'error'),
  render: signedIn(<AlgoMarket />),
};

const bot: Story = {
  parameters: algoApi((s) => (s.details[1] = { can_review: true })),
  render: signedIn(<AlgoBot botId={1} />),
};
export const Bot = bot;
export const BotUzbek = inLanguages(bot).uz;
export const BotRussian = inLanguages(bot).ru;
export const BotPurchased: Story = {
  parameters: algoApi((s) => (s.bots = s.bots.map((b) => ({ ...b, purchased: true })))),
  render: signedIn(<AlgoBot botId={1} />),
};

const mine: Story = { parameters: algoApi(), render: signedIn(<MyExpertAdvisor purchaseId={1} />) };
export const MyExpertAdvisorPage = mine;
export const MyExpertAdvisorRussian = inLanguages(mine).ru;

const copy: Story = { parameters: algoApi(), render: signedIn(<CopyTrading />) };
export const CopyTradingPage = copy;
export const CopyTradingUzbek = inLanguages(copy).uz;
export const CopyTradingRussian = inLanguages(copy).ru;
