// The builder's code: HTML, React and Vue tabs over the same element, and a copy button that
// says whether the copy worked (a blocked clipboard asks the reader to copy by hand).
import { useState } from 'react';
import styled from 'styled-components';
import { Button, token } from '@savdo/ui';
import type { GalleryTexts } from './gallery-texts';
import { htmlSnippet, reactSnippet, vueSnippet, type SnippetInput } from './snippet';

const KINDS = { html: 'HTML', react: 'React', vue: 'Vue' } as const;
type Kind = keyof typeof KINDS;
const WRITERS: Record<Kind, (input: SnippetInput) => string> = {
  html: htmlSnippet,
  react: reactSnippet,
  vue: vueSnippet,
};

const Tabs = styled.div`
  display: flex;
  gap: ${token('space-1')};
  margin-bottom: ${token('space-2')};
  flex-wrap: wrap;
  align-items: center;
  [role='tab'] {
    min-height: 32px;
    padding: 0 ${token('space-3')};
    border: ${token('border-width')} solid ${token('color-border')};
    border-radius: ${token('radius-md')};
    background: ${token('color-surface')};
    color: ${token('color-text')};
    font: inherit;
    cursor: pointer;
  }
  [role='tab'][aria-selected='true'] {
    border-color: ${token('color-accent')};
    color: ${token('color-accent')};
    font-weight: 650;
  }
`;

const Code = styled.pre`
  margin: 0;
  padding: ${token('space-3')};
  overflow-x: auto;
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  color: ${token('color-text')};
  font-size: ${token('font-size-sm')};
  line-height: 1.5;
`;

const Status = styled.span`
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

export function SnippetTabs({ input, texts }: { input: SnippetInput; texts: GalleryTexts }) {
  const [kind, setKind] = useState<Kind>('html');
  const [status, setStatus] = useState<'' | 'copied' | 'failed'>('');
  const code = WRITERS[kind](input);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <div>
      <Tabs role="tablist" aria-label={texts.code}>
        {(Object.keys(KINDS) as Kind[]).map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            id={`snippet-tab-${k}`}
            aria-selected={k === kind}
            aria-controls="snippet-code"
            onClick={() => {
              setKind(k);
              setStatus('');
            }}
          >
            {KINDS[k]}
          </button>
        ))}
        <Button type="button" size="sm" variant="secondary" onClick={() => void copy()}>
          {texts.copy}
        </Button>
        <Status role="status">
          {status === 'copied' ? texts.copied : status === 'failed' ? texts.copyFailed : ''}
        </Status>
      </Tabs>
      <Code
        id="snippet-code"
        role="tabpanel"
        aria-labelledby={`snippet-tab-${kind}`}
        tabIndex={0}
        data-snippet={kind}
      >
        <code>{code}</code>
      </Code>
    </div>
  );
}
