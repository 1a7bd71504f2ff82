// ui primitives: loading, empty and error states, cards and badges.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, Button, Card, EmptyState, ErrorState, Skeleton, Spinner } from '@savdo/ui';

const meta: Meta<typeof ErrorState> = {
  title: 'ui/States',
  component: ErrorState,
};
export default meta;

type Story = StoryObj<typeof ErrorState>;

export const Loading: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <Spinner />
      <Spinner size={28} label="Loading signals" />
      <Skeleton height={20} width="60%" />
      <Skeleton />
      <Skeleton />
      <Skeleton width={48} height={48} round />
    </div>
  ),
};

export const Empty: Story = {
  render: () => (
    <EmptyState
      icon="📅"
      title="No events"
      text="Nothing is scheduled for this filter."
      actions={<Button variant="secondary">Clear filters</Button>}
    />
  ),
};

export const Failure: Story = {
  args: {
    title: 'Failed to load trading signals. Please try again later',
    text: 'Network Error',
    actions: <Button variant="secondary">Try again</Button>,
  },
};

export const LongText: Story = {
  args: {
    title: 'Failed to load dashboard. Please try refreshing the page',
    text: 'A very long explanation that wraps over several lines to show how the error state keeps its text readable and centred, even when the message is much longer than usual.',
  },
};

export const CardsAndBadges: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 480 }}>
      <Card>
        <strong>EURUSD</strong> <Badge tone="success">Profit</Badge>{' '}
        <Badge tone="danger">Loss</Badge> <Badge tone="warning">Pending</Badge>{' '}
        <Badge tone="info">Active</Badge> <Badge>Closed</Badge>
      </Card>
      <Card>
        <p style={{ margin: 0 }}>A card is a raised surface with a border and padding.</p>
      </Card>
    </div>
  ),
};
