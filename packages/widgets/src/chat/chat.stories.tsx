// <savdo-chat> in its states: the community room with links and images, the support
// conversation, loading, error, empty, disconnected, and uz, ru, en. The API is the kit's fake
// (tests/kit/chat.ts) through story-kit.tsx.
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Chat } from '@savdo/widgets';
import { chatRoutes, makeChatServer, ok } from '../../../../tests/kit';
import {
  StorySignedIn,
  withFakeApi,
  withLanguage,
  type ApiState,
} from '../../../../tests/kit/story-kit';

const meta: Meta = { title: 'widgets/Chat', decorators: [withFakeApi] };
export default meta;

type Story = StoryObj;

function chatApi(state?: ApiState, refuse = false) {
  return {
    fakeApi: {
      routes: () => {
        const server = makeChatServer(state === 'empty' ? 0 : 24, 1);
        server.messages[2] = {
          ...server.messages[2]!,
          images: [{ id: 'demo', url: 'https://placehold.co/320x200/png' }],
        };
        return { ...chatRoutes(server), 'GET /users/me': () => ok({ result: {} }) };
      },
      state: state === 'empty' ? 'ready' : state,
      live: { refuse },
    },
  };
}

const framed = (node: ReactNode) => () => (
  <StorySignedIn>
    <div style={{ height: 560 }}>{node}</div>
  </StorySignedIn>
);

export const Community: Story = { parameters: chatApi(), render: framed(<Chat />) };
export const Support: Story = { parameters: chatApi(), render: framed(<Chat room="support" />) };
export const Loading: Story = { parameters: chatApi('loading'), render: framed(<Chat />) };
export const Failed: Story = { parameters: chatApi('error'), render: framed(<Chat />) };
export const Empty: Story = { parameters: chatApi('empty'), render: framed(<Chat />) };
export const Disconnected: Story = {
  parameters: chatApi(undefined, true),
  render: framed(<Chat />),
};
export const WithoutOnlineList: Story = {
  parameters: chatApi(),
  render: framed(<Chat hideOnline />),
};
export const Uzbek: Story = { ...Community, decorators: [withLanguage('uz')] };
export const Russian: Story = { ...Community, decorators: [withLanguage('ru')] };
export const SignedOut: Story = { parameters: chatApi(), render: () => <Chat /> };
