// The live checklist 'Parol talablari:' (the password rules of docs/product.md): 6 characters, 1
// letter, 1 digit. Each line shows its own state; the whole list turns green when all three are
// met.
import styled from 'styled-components';
import { PASSWORD_CHECKLIST_LABELS, PASSWORD_DIALOG_TEXTS, passwordChecklist } from '@savdo/core';
import { token, useFieldId } from '@savdo/ui';

const Box = styled.div<{ $ok: boolean }>`
  padding: ${token('space-3')};
  border-radius: ${token('radius-md')};
  border: 1px solid ${(p) => (p.$ok ? token('color-success') : token('color-border'))};
  background: ${(p) => (p.$ok ? token('color-success-soft') : token('color-surface'))};
  font-size: ${token('font-size-sm')};
`;

const Title = styled.p`
  margin: 0 0 ${token('space-1')};
  font-weight: 600;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Item = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: ${token('space-2')};
  color: ${(p) => (p.$met ? token('color-success') : token('color-text-muted'))};
`;

const Mark = styled.span`
  display: inline-flex;
  width: 16px;
  justify-content: center;
  font-weight: 700;
`;

export interface PasswordChecklistProps {
  password: string;
}

export function PasswordChecklistBox({ password }: PasswordChecklistProps) {
  const titleId = useFieldId('checklist');
  const state = passwordChecklist(password);
  const lines = (['length', 'letter', 'digit'] as const).map((rule) => ({
    rule,
    met: state[rule],
    label: PASSWORD_CHECKLIST_LABELS[rule],
  }));
  return (
    <Box
      $ok={state.allMet}
      role="group"
      aria-labelledby={titleId}
      data-savdo-checklist={state.allMet ? 'met' : 'unmet'}
    >
      <Title id={titleId}>{PASSWORD_DIALOG_TEXTS.checklistTitle}</Title>
      <List>
        {lines.map((line) => (
          <Item key={line.rule} $met={line.met} data-met={line.met}>
            <Mark aria-hidden="true">{line.met ? '✓' : '○'}</Mark>
            {line.label}
          </Item>
        ))}
      </List>
    </Box>
  );
}
