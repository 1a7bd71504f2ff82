// /privacy and /terms: our own policy texts in the interface language, open to anyone (common
// routes), linked from the registration form's policy sentence.
import styled from 'styled-components';

import { token, useLanguage } from '@savdo/ui';
import { LEGAL_TEXTS, type LegalDocument } from './legal-texts';

const Article = styled.article`
  max-width: 68ch;
  color: ${token('color-text')};
  h1 {
    margin: 0 0 ${token('space-1')};
    font-size: ${token('font-size-xl')};
  }
  h2 {
    margin: ${token('space-5')} 0 ${token('space-2')};
    font-size: ${token('font-size-lg')};
  }
  p {
    margin: 0 0 ${token('space-3')};
    line-height: 1.6;
  }
`;

const Updated = styled.p`
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

export function LegalPage({ document }: { document: LegalDocument }) {
  const lang = useLanguage();
  const text = LEGAL_TEXTS[document][lang];
  return (
    <Article data-page={document}>
      <h1>{text.title}</h1>
      <Updated>{text.updated}</Updated>
      {text.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      ))}
    </Article>
  );
}
