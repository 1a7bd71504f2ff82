// The AI assistant in its states: a new conversation with suggestions (offline mode:
// excerpts), a conversation with a cited answer, a model answer, a refusal, a model failure,
// the rate limit, a rule opened from a citation, the history failing, and uz, ru, en. The API
// is the kit's fake (tests/kit/assistant.ts) through story-kit.tsx.
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ASSISTANT_REFUSAL, type Language } from '@savdo/contract';
import { AiAssistant } from '@savdo/widgets/assistant';
import {
  DEMO_LESSON_CITATION,
  assistantRoutes,
  failure,
  fakeAssistantServer,
  makeAssistantCitation,
  makeAssistantConversation,
  makeAssistantMessage,
  makeExcerptsAnswer,
  ok,
  type FakeAssistantServer,
} from '../../../../tests/kit';
import {
  StorySignedIn,
  withFakeApi,
  withLanguage,
  type ApiState,
} from '../../../../tests/kit/story-kit';

const meta: Meta = { title: 'widgets/AI assistant', decorators: [withFakeApi] };
export default meta;

type Story = StoryObj;

function assistantApi(
  change: (server: FakeAssistantServer) => void = () => undefined,
  state?: ApiState,
) {
  return {
    fakeApi: {
      routes: () => {
        const server = fakeAssistantServer();
        change(server);
        return assistantRoutes(server);
      },
      state,
    },
  };
}

const signedIn = (node: ReactNode) => () => <StorySignedIn>{node}</StorySignedIn>;

function withConversation(messages: ReturnType<typeof makeAssistantMessage>[]) {
  return (server: FakeAssistantServer) => {
    server.conversations = [
      {
        conversation: makeAssistantConversation({ id: 901, message_count: messages.length }),
        messages,
      },
      {
        conversation: makeAssistantConversation({ id: 902, title: 'What is a stop loss?' }),
        messages: [],
      },
    ];
  };
}

const question = (content: string, language: Language = 'en') =>
  makeAssistantMessage({ role: 'user', content, language });

export const NewConversation: Story = {
  parameters: assistantApi(),
  render: signedIn(<AiAssistant />),
};
export const NewConversationUzbek: Story = { ...NewConversation, decorators: [withLanguage('uz')] };
export const NewConversationRussian: Story = {
  ...NewConversation,
  decorators: [withLanguage('ru')],
};

/** Open the first conversation in the history to see it. */
export const ExcerptsAnswer: Story = {
  parameters: assistantApi(
    withConversation([question('How long does module access last?'), makeExcerptsAnswer('en')]),
  ),
  render: signedIn(<AiAssistant />),
};

export const ModelAnswer: Story = {
  parameters: assistantApi((server) => {
    server.status.mode = 'model';
    server.answer = (_q, language) =>
      makeAssistantMessage({
        mode: 'model',
        language,
        content:
          'Buying a module opens its lessons for 7 days from the purchase [1]. Buying it again while access is active adds 7 days to the current expiry [1]. The lesson on reading candlesticks is a good place to start [2].',
        citations: [makeAssistantCitation(), DEMO_LESSON_CITATION],
      });
  }),
  render: signedIn(<AiAssistant />),
};

export const Refusal: Story = {
  parameters: assistantApi((server) => {
    server.answer = (_q, language) =>
      makeAssistantMessage({ mode: 'refusal', content: ASSISTANT_REFUSAL[language], language });
  }),
  render: signedIn(<AiAssistant />),
};

export const ModelFailedFellBackToExcerpts: Story = {
  parameters: assistantApi((server) => {
    server.status.mode = 'model';
    server.answer = (_q, language) => ({ ...makeExcerptsAnswer(language), model_failed: true });
  }),
  render: signedIn(<AiAssistant />),
};

export const RateLimited: Story = {
  parameters: assistantApi((server) => {
    server.answer = () =>
      failure(429, 'Too many questions: at most 10 a minute. Try again in 42 seconds.');
  }),
  render: signedIn(<AiAssistant />),
};

export const RuleOpenedFromACitation: Story = {
  parameters: assistantApi(),
  render: signedIn(<AiAssistant source="rule.module-access" />),
};

export const HistoryFailed: Story = {
  parameters: {
    fakeApi: {
      routes: () => ({
        ...assistantRoutes(fakeAssistantServer()),
        'GET /ai-assistant/conversations': () => failure(503),
        'GET /ai-assistant/status': () => ok({ result: fakeAssistantServer().status }),
      }),
    },
  },
  render: signedIn(<AiAssistant />),
};

export const Loading: Story = {
  parameters: assistantApi(undefined, 'loading'),
  render: signedIn(<AiAssistant />),
};
