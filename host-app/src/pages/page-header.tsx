// The title block every page starts with: its one h1, a line of description, optional actions.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { token } from '@savdo/ui';

const Wrap = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px 24px;
  margin-bottom: 24px;
`;

const Titles = styled.div`
  min-width: 0;
  flex: 1 1 320px;
`;

const H1 = styled.h1`
  margin: 0;
  font-size: 28px;
  line-height: 1.2;
  font-weight: 750;
  letter-spacing: -0.02em;
  @media (max-width: 640px) {
    font-size: 23px;
  }
`;

const Lead = styled.p`
  margin: 6px 0 0;
  max-width: 70ch;
  color: ${token('color-text-muted')};
  font-size: 15px;
`;

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  badge?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, description, badge, actions }: PageHeaderProps) {
  return (
    <Wrap>
      <Titles>
        {badge}
        <H1>{title}</H1>
        {description ? <Lead>{description}</Lead> : null}
      </Titles>
      {actions}
    </Wrap>
  );
}
