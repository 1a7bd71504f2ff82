// The help and support page's body: every instruction as a searchable FAQ grouped by
// page location, each question a disclosure, and the support conversation beside it (`support`:
// the chat feature's component, mounted by the page; a named slot in <savdo-help>).
import { useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useStore } from '@nanostores/react';
import { INSTRUCTION_LOCATIONS } from '@savdo/contract';
import { instructionsQuery } from '@savdo/core/notifications';
import { TextField } from '../primitives/text-field';
import { EmptyState, LoadFailed } from '../primitives/states';
import { Skeleton } from '../primitives/skeleton';
import { useLaidOut } from '../hooks/laid-out-gate';
import { focusRing } from '../primitives/focus-ring';
import { token } from '../theme/tokens';
import { useLanguage, useT } from '../i18n/language-context';
import { helpStrings } from './help-strings';
import { InstructionText } from './instruction-text';
import { searchInstructions } from './faq-search';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(260px, 2fr);
  gap: ${token('space-5')};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

// h2.help-group, each group's label: an h2 under the page's h1, in the look of a small label.
const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${token('font-size-xl')};
  }
  h2.help-group {
    margin: 0 0 ${token('space-2')};
    font-size: ${token('font-size-md')};
    color: ${token('color-text-muted')};
    text-transform: uppercase;
    letter-spacing: 0.03em;
  }
`;

const Question = styled.details`
  border: ${token('border-width')} solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-raised')};
  & + & {
    margin-top: ${token('space-2')};
  }
  summary {
    padding: ${token('space-3')};
    cursor: pointer;
    font-weight: 600;
    border-radius: ${token('radius-md')};
    ${focusRing}
  }
  & > div {
    padding: 0 ${token('space-3')} ${token('space-3')};
  }
`;

const Support = styled.section`
  padding: ${token('space-4')};
  border: ${token('border-width')} solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
  p {
    margin: 0;
    color: ${token('color-text-muted')};
  }
  &[hidden] {
    display: none;
  }
`;

export interface HelpCenterProps {
  /** The support conversation (the chat feature's), shown beside the questions. */
  support?: ReactNode;
  /** Hides the page heading (the host page has its own). */
  hideTitle?: boolean;
}

export function HelpCenter({ support, hideTitle = false }: HelpCenterProps) {
  const t = useT(helpStrings);
  const lang = useLanguage();
  const $all = useMemo(() => instructionsQuery(lang), [lang]);
  const value = useStore($all);
  const [query, setQuery] = useState('');
  const found = useMemo(
    () => searchInstructions(value.data?.result.data ?? [], query),
    [value.data, query],
  );

  // On phones the support conversation stands below the questions: it shows once they have
  // answered, so their arrival does not push it down (hooks/laid-out-gate.tsx). It is mounted
  // hidden meanwhile, so the conversation loads alongside.
  const laidOut = useLaidOut(!value.loading && (value.data !== undefined || !!value.error));

  let questions: ReactNode;
  if (value.error && !value.loading)
    questions = (
      <LoadFailed
        title={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void $all.invalidate()}
      />
    );
  else if (!value.data) questions = <Skeleton height="240px" />;
  else if (value.data.result.data.length === 0) questions = <EmptyState title={t('empty')} />;
  else if (found.length === 0)
    questions = <EmptyState title={t('noMatch', { query: query.trim() })} />;
  else
    questions = INSTRUCTION_LOCATIONS.map((location) => {
      const items = found.filter((item) => item.location === location);
      if (items.length === 0) return null;
      return (
        <section key={location} aria-label={t(`location.${location}`)}>
          <h2 className="help-group">{t(`location.${location}`)}</h2>
          {items.map((item) => (
            <Question key={item.id} open={query.trim() !== '' && found.length <= 3}>
              <summary>{item.title}</summary>
              <div>
                <InstructionText instruction={item} videoLabel={t('video')} />
              </div>
            </Question>
          ))}
        </section>
      );
    });

  return (
    <Layout part="help">
      <Column>
        {hideTitle ? null : <h2>{t('title')}</h2>}
        <TextField
          type="search"
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
        />
        <div part="faq" aria-live="polite">
          {questions}
        </div>
      </Column>
      <Support part="support" aria-label={t('support')} hidden={!laidOut}>
        <h2>{t('support')}</h2>
        <p>{t('supportText')}</p>
        {support ?? <slot name="support" />}
      </Support>
    </Layout>
  );
}
