// Auth widgets: the sign-in / registration panel and each form alone. Without a server the
// provider buttons stay hidden (not configured), as they would on a server without them.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthPanel, RegistrationForm, SignInForm } from '@savdo/widgets';

const meta: Meta<typeof AuthPanel> = {
  title: 'widgets/Auth/Sign in and registration',
  component: AuthPanel,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;

type Story = StoryObj<typeof AuthPanel>;

export const SignInTab: Story = { args: { initialTab: 'sign-in' } };

export const RegistrationTab: Story = { args: { initialTab: 'register' } };

export const SignInFormAlone: StoryObj<typeof SignInForm> = {
  render: () => <SignInForm />,
};

export const RegistrationFormAlone: StoryObj<typeof RegistrationForm> = {
  render: () => <RegistrationForm />,
};
