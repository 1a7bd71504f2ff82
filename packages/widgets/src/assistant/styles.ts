// The assistant's one stylesheet: plain elements styled by class (messages can be many). Two
// columns (history, conversation) from 48rem; below, the history is a view of its own.
import styled from 'styled-components';
import { token } from '@savdo/ui';

export const assistantStyles = styled.section`
  display: grid;
  gap: ${token('space-4')};
  min-width: 0;
  color: ${token('color-text')};
  .ai-layout {
    display: grid;
    grid-template-columns: minmax(14rem, 18rem) minmax(0, 1fr);
    gap: ${token('space-4')};
    align-items: start;
  }
  .ai-history,
  .ai-main,
  .ai-source {
    display: grid;
    gap: ${token('space-3')};
    min-width: 0;
    padding: ${token('space-4')};
    border: ${token('border-width')} solid ${token('color-border')};
    border-radius: ${token('radius-lg')};
    background: ${token('color-surface-raised')};
  }
  .ai-history h3,
  .ai-source h3 {
    margin: 0;
    font-size: ${token('font-size-lg')};
  }
  .ai-history-head,
  .ai-source-head,
  .ai-top {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${token('space-2')};
    flex-wrap: wrap;
  }
  .ai-history-list {
    display: grid;
    gap: ${token('space-1')};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .ai-history-list li {
    display: flex;
    align-items: stretch;
    border-radius: ${token('radius-md')};
  }
  .ai-history-list li[aria-current='true'] {
    background: ${token('color-surface')};
  }
  .ai-history-open {
    display: grid;
    flex: 1;
    min-width: 0;
    gap: 2px;
    padding: ${token('space-2')};
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  .ai-history-title {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .ai-history-delete {
    padding: 0 ${token('space-2')};
    border: 0;
    background: none;
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-lg')};
    cursor: pointer;
  }
  .ai-history-open:focus-visible,
  .ai-history-delete:focus-visible,
  .ai-suggestions button:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
  .ai-pager,
  .ai-confirm {
    display: flex;
    align-items: center;
    gap: ${token('space-2')};
    flex-wrap: wrap;
  }
  .ai-confirm p {
    margin: 0;
    flex-basis: 100%;
  }
  .ai-muted,
  .ai-mode {
    margin: 0;
    font-size: ${token('font-size-sm')};
    color: ${token('color-text-muted')};
  }
  .ai-history-toggle {
    display: none;
  }
  .ai-empty p {
    margin: 0 0 ${token('space-2')};
  }
  .ai-suggestions {
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space-2')};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .ai-suggestions button {
    padding: ${token('space-2')} ${token('space-3')};
    border: ${token('border-width')} solid ${token('color-border')};
    border-radius: ${token('radius-pill')};
    background: ${token('color-surface')};
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .ai-suggestions button:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  .ai-messages {
    display: grid;
    gap: ${token('space-3')};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .ai-msg {
    display: grid;
    gap: ${token('space-2')};
    max-width: 46rem;
    padding: ${token('space-3')};
    border-radius: ${token('radius-lg')};
  }
  .ai-msg-user {
    justify-self: end;
    background: ${token('color-info-soft')};
  }
  .ai-msg-assistant {
    background: ${token('color-surface')};
  }
  .ai-who {
    display: flex;
    align-items: center;
    gap: ${token('space-2')};
    font-size: ${token('font-size-xs')};
    font-weight: 600;
    color: ${token('color-text-muted')};
  }
  .ai-text {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .ai-thinking {
    color: ${token('color-text-muted')};
  }
  .ai-note {
    margin: 0;
    padding: ${token('space-2')};
    border-radius: ${token('radius-md')};
    background: ${token('color-warning-soft')};
    font-size: ${token('font-size-sm')};
  }
  .ai-sources ol {
    display: grid;
    gap: ${token('space-1')};
    margin: ${token('space-1')} 0 0;
    padding-inline-start: ${token('space-5')};
  }
  .ai-sources a {
    color: ${token('color-accent')};
  }
  .ai-sources-title,
  .ai-kind {
    font-size: ${token('font-size-xs')};
    font-weight: 600;
    color: ${token('color-text-muted')};
    text-transform: uppercase;
  }
  .ai-disclaimer {
    margin: 0;
    font-size: ${token('font-size-xs')};
    color: ${token('color-text-muted')};
  }
  .ai-alert {
    margin: 0;
    padding: ${token('space-2')} ${token('space-3')};
    border-radius: ${token('radius-md')};
    background: ${token('color-warning-soft')};
  }
  .ai-source {
    background: ${token('color-surface')};
  }
  .ai-source a {
    color: ${token('color-accent')};
  }
  .ai-composer {
    display: flex;
    gap: ${token('space-2')};
    align-items: flex-end;
  }
  .ai-composer textarea {
    flex: 1;
    min-width: 0;
    resize: vertical;
    padding: ${token('space-2')} ${token('space-3')};
    border: ${token('border-width')} solid ${token('color-border')};
    border-radius: ${token('radius-md')};
    background: ${token('color-bg')};
    color: inherit;
    font: inherit;
  }
  .ai-composer textarea:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 1px;
  }
  .ai-visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  @media (max-width: 48rem) {
    .ai-layout {
      grid-template-columns: minmax(0, 1fr);
    }
    .ai-history-toggle {
      display: inline-flex;
    }
    .ai-history {
      display: none;
    }
    &[data-history-open='true'] .ai-history {
      display: grid;
    }
    &[data-history-open='true'] .ai-main > :not(.ai-top) {
      display: none;
    }
    .ai-main,
    .ai-history {
      padding: ${token('space-3')};
    }
  }
`;
