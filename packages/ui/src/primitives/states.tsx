// EmptyState and ErrorState: what a region shows instead of data. ErrorState is an alert so a
// failure is announced; both take actions (buttons or links) under the text.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { token } from '../theme/tokens';
import { ActionRow } from './action-row';
import { Button } from './button';

const Box = styled.div<{ $tone: 'neutral' | 'danger' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${token('space-2')};
  padding: ${token('space-5')} ${token('space-4')};
  text-align: center;
  border-radius: ${token('radius-lg')};
  background: ${(p) => (p.$tone === 'danger' ? token('color-danger-soft') : token('color-surface'))};
  color: ${token('color-text')};
`;

const Title = styled.p`
  margin: 0;
  font-size: ${token('font-size-lg')};
  font-weight: 600;
`;

const Text = styled.p`
  margin: 0;
  max-width: 46ch;
  color: ${token('color-text-muted')};
`;

const Actions = styled(ActionRow)`
  margin-top: ${token('space-2')};
`;

const Icon = styled.div`
  font-size: ${token('font-size-illustration')};
  line-height: 1;
`;

export interface StateProps {
  title: ReactNode;
  text?: ReactNode;
  actions?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

export function EmptyState({ title, text, actions, icon, className }: StateProps) {
  return (
    <Box $tone="neutral" className={className} data-savdo-state="empty">
      {icon ? <Icon aria-hidden="true">{icon}</Icon> : null}
      <Title>{title}</Title>
      {text ? <Text>{text}</Text> : null}
      {actions ? <Actions>{actions}</Actions> : null}
    </Box>
  );
}

export function ErrorState({ title, text, actions, icon, className }: StateProps) {
  return (
    <Box $tone="danger" role="alert" className={className} data-savdo-state="error">
      {icon ? <Icon aria-hidden="true">{icon}</Icon> : null}
      <Title>{title}</Title>
      {text ? <Text>{text}</Text> : null}
      {actions ? <Actions>{actions}</Actions> : null}
    </Box>
  );
}

export interface LoadFailedProps {
  /** What failed to load (the load-failure texts: 'Failed to load … Please try again later'). */
  title: ReactNode;
  text?: ReactNode;
  /** The try-again button's label, in the widget's language. */
  retryLabel: string;
  onRetry: () => void;
  /** The button's size: small inside a panel, regular for a whole widget. */
  size?: 'sm' | 'md';
  className?: string;
}

/** A load failure with its "try again": the one shape every list and panel uses. */
export function LoadFailed({
  title,
  text,
  retryLabel,
  onRetry,
  size = 'md',
  className,
}: LoadFailedProps) {
  return (
    <ErrorState
      title={title}
      text={text}
      className={className}
      actions={
        <Button size={size} variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}
