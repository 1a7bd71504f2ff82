// The profile and settings widgets in their states: a full profile, a Telegram
// arrival (no password: set one, the last way to sign in), an email change waiting for its link,
// loading, failed; the settings signed in and out; each in uz, ru and en. The API is the kit's
// fake (tests/kit/profile.ts) through story-kit.tsx.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Language } from '@savdo/contract';
import { Profile, Settings } from '@savdo/widgets';
import { makeProfileServer, profileRoutes, type ProfileServer } from '../../../../tests/kit';
import {
  StorySignedIn,
  withFakeApi,
  withLanguage,
  type ApiState,
} from '../../../../tests/kit/story-kit';

const meta: Meta = { title: 'widgets/Profile and settings', decorators: [withFakeApi] };
export default meta;

type Story = StoryObj;

function profileApi(
  over: (server: ProfileServer) => Partial<ProfileServer> = () => ({}),
  state: ApiState = 'ready',
) {
  return {
    fakeApi: {
      routes: () => {
        const server = makeProfileServer();
        Object.assign(server, over(server));
        return profileRoutes(server);
      },
      state,
    },
  };
}

const profile = () => (
  <StorySignedIn>
    <Profile />
  </StorySignedIn>
);
const settings = () => (
  <StorySignedIn>
    <Settings />
  </StorySignedIn>
);

const inLanguages = (base: Story): Record<Language, Story> => ({
  uz: { ...base, decorators: [withLanguage('uz')] },
  ru: { ...base, decorators: [withLanguage('ru')] },
  en: { ...base, decorators: [withLanguage('en')] },
});

const full: Story = { parameters: profileApi(), render: profile };
export const FullProfile = full;
export const FullProfileUzbek = inLanguages(full).uz;
export const FullProfileRussian = inLanguages(full).ru;

export const TelegramArrival: Story = {
  parameters: profileApi((s) => ({
    user: {
      ...s.user,
      is_password_set: false,
      phone: null,
      avatar_url: null,
      oauth_accounts: [{ oauth_name: 'telegram', account_id: '123', account_email: null }],
      subscriptions: [],
    },
  })),
  render: profile,
};

export const EmailChangeWaiting: Story = {
  parameters: profileApi((s) => ({ user: { ...s.user, pending_email: 'aziz.new@example.uz' } })),
  render: profile,
};

export const Loading: Story = { parameters: profileApi(undefined, 'loading'), render: profile };
export const LoadFailed: Story = { parameters: profileApi(undefined, 'error'), render: profile };

const settingsStory: Story = { parameters: profileApi(), render: settings };
export const SettingsSignedIn = settingsStory;
export const SettingsUzbek = inLanguages(settingsStory).uz;
export const SettingsRussian = inLanguages(settingsStory).ru;
export const SettingsSignedOut: Story = { parameters: profileApi(), render: () => <Settings /> };
