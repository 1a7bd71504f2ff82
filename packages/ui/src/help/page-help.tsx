// Contextual help: a small "Help" button beside a part of a page (the top-up, the
// signals feed) that opens the instructions of that page location in a dialog. It renders
// nothing when the location has no instructions.
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useStore } from '@nanostores/react';
import type { InstructionLocation } from '@savdo/contract';
import { instructionsAt, instructionsQuery } from '@savdo/core/notifications';
import { Modal } from '../modal/modal';
import { focusRing } from '../primitives/focus-ring';
import { token } from '../theme/tokens';
import { useLanguage, useT } from '../i18n/language-context';
import { helpStrings } from './help-strings';
import { InstructionText } from './instruction-text';

const HelpButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-1')};
  height: ${token('control-height-sm')};
  padding: 0 ${token('space-2')};
  border: ${token('border-width')} solid ${token('color-border')};
  border-radius: ${token('radius-pill')};
  background: ${token('color-surface-raised')};
  color: ${token('color-text')};
  font: inherit;
  font-size: ${token('font-size-sm')};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: ${token('color-accent')};
  }
  ${focusRing}
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 16px;
  height: 16px;
  border-radius: ${token('radius-pill')};
  background: ${token('color-accent')};
  color: ${token('color-on-accent')};
  font-size: ${token('font-size-xs')};
`;

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
  h3 {
    margin: 0 0 ${token('space-2')};
    font-size: ${token('font-size-lg')};
  }
`;

const Inline = styled.details`
  border: ${token('border-width')} solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  summary {
    padding: ${token('space-2')} ${token('space-3')};
    cursor: pointer;
    font-weight: 600;
    font-size: ${token('font-size-sm')};
    border-radius: ${token('radius-md')};
    ${focusRing}
  }
  & > div {
    padding: 0 ${token('space-3')} ${token('space-3')};
  }
`;

export interface PageHelpProps {
  location: InstructionLocation;
  /** `dialog`: a button opening a dialog; `inline`: a disclosure in place (inside a dialog). */
  variant?: 'dialog' | 'inline';
}

export function PageHelp({ location, variant = 'dialog' }: PageHelpProps) {
  const t = useT(helpStrings);
  const lang = useLanguage();
  const $all = useMemo(() => instructionsQuery(lang), [lang]);
  const value = useStore($all);
  const [open, setOpen] = useState(false);
  const items = instructionsAt(value.data, location);
  if (items.length === 0) return null;
  const page = t(`location.${location}`);
  const sections = (
    <Sections>
      {items.map((item) => (
        <section key={item.id}>
          <h3>{item.title}</h3>
          <InstructionText instruction={item} videoLabel={t('video')} />
        </section>
      ))}
    </Sections>
  );
  if (variant === 'inline')
    return (
      <Inline part="help-inline" data-testid={`page-help-${location}`}>
        <summary>
          <Mark aria-hidden="true">?</Mark> {t('helpFor', { page })}
        </summary>
        <div>{sections}</div>
      </Inline>
    );
  return (
    <>
      <HelpButton
        type="button"
        part="help-button"
        aria-haspopup="dialog"
        aria-label={t('helpFor', { page })}
        data-testid={`page-help-${location}`}
        onClick={() => setOpen(true)}
      >
        <Mark aria-hidden="true">?</Mark>
        {t('help')}
      </HelpButton>
      <Modal open={open} onClose={() => setOpen(false)} title={t('helpFor', { page })} part="help">
        {sections}
      </Modal>
    </>
  );
}
