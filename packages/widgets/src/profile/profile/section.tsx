// A titled panel: each part of the profile is one, with its own heading for screen readers.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Panel, token } from '@savdo/ui';
import { autoGrid } from '@savdo/ui/grid';

const Heading = styled.h2`
  margin: 0;
  font-size: ${token('font-size-lg')};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

/** A row of fields (or boxes) side by side, as many as fit at 220px each. */
export const FormRow = styled.div`
  ${autoGrid({ min: '220px', gap: 3 })}
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')};
  align-items: center;
`;

export function ProfileSection({
  title,
  part,
  children,
  action,
}: {
  title: string;
  part: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const id = useId();
  return (
    <Panel part={part} aria-labelledby={id} data-profile-section={part}>
      <Actions style={{ justifyContent: 'space-between' }}>
        <Heading id={id}>{title}</Heading>
        {action}
      </Actions>
      {children}
    </Panel>
  );
}
