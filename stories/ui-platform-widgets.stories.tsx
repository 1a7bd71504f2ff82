// The platform's small widgets (components as the host app uses them): session status, theme
// and language switchers.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { logout } from '@savdo/core';
import { LanguageSwitcher, SessionStatus, ThemeSwitcher } from '@savdo/widgets';
import { StorySignedIn } from '../tests/kit/story-kit';

const meta: Meta = { title: 'ui/Platform widgets' };
export default meta;

type Story = StoryObj;

function SignedOutDemo() {
  useEffect(() => logout(), []);
  return <SessionStatus signInHref="#sign-in" />;
}

export const SignedOut: Story = { render: () => <SignedOutDemo /> };

function SignedInDemo() {
  return (
    <StorySignedIn>
      <SessionStatus />
    </StorySignedIn>
  );
}

export const SignedIn: Story = { render: () => <SignedInDemo /> };

export const Theme: Story = { render: () => <ThemeSwitcher /> };
export const ThemeCompact: Story = { render: () => <ThemeSwitcher compact /> };
export const Language: Story = { render: () => <LanguageSwitcher /> };
