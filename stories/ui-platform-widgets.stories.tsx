// The platform's small widgets (components as the host app uses them): session status, theme
// and language switchers.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { login, logout } from '@savdo/core';
import { LanguageSwitcher, SessionStatus, ThemeSwitcher } from '@savdo/widgets';

const meta: Meta = { title: 'ui/Platform widgets' };
export default meta;

type Story = StoryObj;

function SignedOutDemo() {
  useEffect(() => logout(), []);
  return <SessionStatus signInHref="#sign-in" />;
}

export const SignedOut: Story = { render: () => <SignedOutDemo /> };

function SignedInDemo() {
  useEffect(() => {
    // A demo token: header.payload.signature with a payload far in the future.
    const payload = {
      sub: '7',
      email: 'aziza@example.com',
      username: 'aziza',
      first_name: 'Aziza',
      last_name: 'Karimova',
      is_active: true,
      is_verified: true,
      exp: 4102444800,
      jti: 'story',
      aud: ['fastapi-users:auth'],
    };
    const encode = (o: object) =>
      btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    login({ access_token: `${encode({ alg: 'HS256' })}.${encode(payload)}.sig` });
    return () => logout();
  }, []);
  return <SessionStatus />;
}

export const SignedIn: Story = { render: () => <SignedInDemo /> };

export const Theme: Story = { render: () => <ThemeSwitcher /> };
export const ThemeCompact: Story = { render: () => <ThemeSwitcher compact /> };
export const Language: Story = { render: () => <LanguageSwitcher /> };
