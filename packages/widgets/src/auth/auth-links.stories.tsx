// The pages emailed links open: reset password and verify email.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResetPasswordForm, VerifyEmail } from '@savdo/widgets';

const meta: Meta<typeof ResetPasswordForm> = {
  title: 'widgets/Auth/Emailed links',
  component: ResetPasswordForm,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;

export const ResetPassword: StoryObj<typeof ResetPasswordForm> = {
  args: { token: 'token-from-the-link', signInHref: '/auth' },
};

export const ResetPasswordWithoutToken: StoryObj<typeof ResetPasswordForm> = {
  args: { token: null },
};

export const VerifyEmailWithoutToken: StoryObj<typeof VerifyEmail> = {
  render: () => <VerifyEmail token={null} continueHref="/auth" />,
};
