// The forced password-setup dialog in both modes (docs/product.md, "Arriving through Google or
// Telegram"): a Telegram arrival sets an email and a password, a Google arrival a password. Uzbek
// in every language, as the spec says.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordChecklistBox, PasswordSetupDialog } from '@savdo/widgets';

const meta: Meta<typeof PasswordSetupDialog> = {
  title: 'widgets/Auth/Password setup',
  component: PasswordSetupDialog,
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj<typeof PasswordSetupDialog>;

export const TelegramArrival: Story = { args: { mode: 'email-and-password' } };

export const GoogleArrival: Story = { args: { mode: 'password' } };

export const ChecklistStates: StoryObj<typeof PasswordChecklistBox> = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360, padding: 24 }}>
      <PasswordChecklistBox password="" />
      <PasswordChecklistBox password="abcdef" />
      <PasswordChecklistBox password="abcdef1" />
    </div>
  ),
};
