// Layout pieces shared by the auth forms of this folder.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { token } from '@savdo/ui';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
`;

export const FieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${token('space-4')};
`;

export const FormTitle = styled.h2`
  margin: 0;
  font-size: 22px;
  line-height: 1.25;
  font-weight: 700;
  letter-spacing: -0.01em;
`;

export const FormSubtitle = styled.p`
  margin: 4px 0 0;
  color: ${token('color-text-muted')};
`;

const AlertBox = styled.div<{ $tone: 'danger' | 'success' | 'info' }>`
  padding: ${token('space-3')} ${token('space-4')};
  border-radius: ${token('radius-md')};
  border: 1px solid
    ${(p) =>
      p.$tone === 'danger'
        ? token('color-danger')
        : p.$tone === 'success'
          ? token('color-success')
          : token('color-info')};
  background: ${(p) =>
    p.$tone === 'danger'
      ? token('color-danger-soft')
      : p.$tone === 'success'
        ? token('color-success-soft')
        : token('color-info-soft')};
  color: ${token('color-text')};
  font-size: ${token('font-size-sm')};
`;

/** A message about the whole form: an alert for failures, a status otherwise. */
export function FormMessage({
  tone,
  children,
}: {
  tone: 'danger' | 'success' | 'info';
  children: ReactNode;
}) {
  return (
    <AlertBox
      $tone={tone}
      role={tone === 'danger' ? 'alert' : 'status'}
      data-savdo-form-message={tone}
    >
      {children}
    </AlertBox>
  );
}

/** A link onward from a form (to sign in, to continue), in the accent colour. */
export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${token('color-accent')};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-decoration: underline;
  text-underline-offset: 2px;
  &:hover {
    color: ${token('color-accent-hover')};
  }
  &:focus-visible {
    outline: ${token('focus-ring-width')} solid ${token('color-focus')};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

export const FooterNote = styled.p`
  margin: 0;
  text-align: center;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;
