// Auth widgets: the sign-in / registration panel, its password-recovery view, and each form
// alone. Without a server the provider buttons stay hidden (not configured), as they would on a
// server without them.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthPanel, ForgotPasswordForm, RegistrationForm, SignInForm } from '@savdo/widgets';

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

export const ForgotPassword: Story = { args: { initialTab: 'forgot-password' } };

export const ForgotPasswordFormAlone: StoryObj<typeof ForgotPasswordForm> = {
  render: () => <ForgotPasswordForm titleAs="h2" initialLogin="aziz" onBack={() => undefined} />,
};

export const SignInFormAlone: StoryObj<typeof SignInForm> = {
  render: () => <SignInForm />,
};

export const RegistrationFormAlone: StoryObj<typeof RegistrationForm> = {
  render: () => <RegistrationForm />,
};
