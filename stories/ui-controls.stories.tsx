// ui primitives: buttons and form controls, in light and dark (see the toolbar).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button, Checkbox, Select, TextField } from '@savdo/ui';

const meta: Meta<typeof Button> = {
  title: 'ui/Controls',
  component: Button,
};
export default meta;

type Story = StoryObj<typeof Button>;

export const Buttons: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="danger">Danger</Button>
      <Button busy>Saving</Button>
      <Button disabled>Disabled</Button>
      <Button size="sm">Small</Button>
    </div>
  ),
};

export const Busy: Story = {
  args: { busy: true, children: "O'rnatilmoqda..." },
};

export const TextFields: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <TextField label="Email" name="email" type="email" placeholder="you@example.com" />
      <TextField label="Username" name="username" hint="At least 3 characters, no spaces." />
      <TextField
        label="Password"
        name="password"
        type="password"
        defaultValue="123"
        error="Parol kamida 6 ta belgidan iborat bo'lishi kerak"
      />
      <TextField label="Disabled" name="disabled" disabled defaultValue="read only" />
    </div>
  ),
};

function CheckboxDemo() {
  const [checked, setChecked] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <Checkbox
        label="I accept the Privacy Policy and Terms of Service"
        checked={checked}
        onChange={(e) => setChecked(e.currentTarget.checked)}
        error={checked ? undefined : 'You must accept the Privacy Policy and Terms of Service'}
      />
      <Checkbox label="Remember me" defaultChecked />
    </div>
  );
}

export const Checkboxes: Story = { render: () => <CheckboxDemo /> };

export const Selects: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <Select
        label="Time zone"
        options={[
          { value: 'tashkent', label: 'UTC+5 Tashkent' },
          { value: 'moscow', label: 'UTC+3 Moscow' },
          { value: 'london', label: 'UTC+0 London' },
          { value: 'new_york', label: 'UTC-5 New York' },
        ]}
      />
      <Select
        label="Impact"
        options={[
          { value: '', label: 'Choose…' },
          { value: 'high', label: 'High' },
        ]}
        error="This field is required"
      />
    </div>
  ),
};
