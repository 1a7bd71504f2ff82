// AiAssistant (/ai-assistant): ask about our courses, lessons, terms and rules; the
// answer streams in as text, cites its sources as links and carries the fixed disclaimer. Beside
// it the user's conversation history (continue, delete, clear all). It says when no model is
// connected (answers are excerpts), when questions come too fast (429) and when the browser is
// offline. On a phone the history is a view of its own behind a button.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ASSISTANT_QUESTION_MAX } from '@savdo/contract';
import { $assistantStatus } from '@savdo/core/assistant';
import { Button, WidgetTitle as Title, useLanguage, useStore, useT, SignedInOnly } from '@savdo/ui';
import { AnswerBubble, QuestionBubble, answerViewOf } from './assistant-message';
import { HistoryList } from './history-list';
import { SourcePanel } from './source-panel';
import type { NavigateTo } from './source-link';
import { aiAssistantStrings } from './strings';
import { assistantStyles as Region } from './styles';
import { useAssistantChat } from './use-assistant-chat';
import { useOnline } from './use-online';

export interface AiAssistantProps {
  hideTitle?: boolean;
  /** A cited rule or term to show first (`rule.module-access`), e.g. from `?source=`. */
  source?: string;
  onNavigate?: NavigateTo;
  /** Called when the shown source changes (a host keeps `?source=` in its address). */
  onSourceChange?: (sourceId: string | null) => void;
}

const SUGGESTIONS = ['suggestion1', 'suggestion2', 'suggestion3', 'suggestion4'] as const;

/** The signed-in user's own ai assistant; elsewhere a sign-in link. */
export function AiAssistant(props: AiAssistantProps) {
  const t = useT(aiAssistantStrings);
  return (
    <SignedInOnly
      widget="ai-assistant"
      text={t('signInNotice.text')}
      linkText={t('signInNotice.link')}
    >
      <SignedInAssistant {...props} />
    </SignedInOnly>
  );
}

function SignedInAssistant({
  hideTitle = false,
  source,
  onNavigate,
  onSourceChange,
}: AiAssistantProps) {
  const t = useT(aiAssistantStrings);
  const lang = useLanguage();
  const chat = useAssistantChat(lang);
  const online = useOnline();
  const status = useStore($assistantStatus).data?.result;
  const [draft, setDraft] = useState('');
  const [openSource, setOpenSource] = useState<string | null>(source ?? null);
  const [showHistory, setShowHistory] = useState(false);
  const [openFailed, setOpenFailed] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const streaming = chat.pending !== null;

  useEffect(() => setOpenSource(source ?? null), [source]);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.messages.length, chat.pending?.text]);

  const showSource = (id: string | null) => {
    setOpenSource(id);
    onSourceChange?.(id);
  };

  const send = (question: string) => {
    const text = question.trim();
    if (text === '' || streaming || !online) return;
    setDraft('');
    void chat.ask(text);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(draft);
    }
  };

  const failure = chat.failure;
  const empty = chat.messages.length === 0 && !chat.pending;

  return (
    <Region data-savdo-ai-assistant="" data-history-open={showHistory ? 'true' : undefined}>
      {hideTitle ? null : <Title>{t('title')}</Title>}
      <div className="ai-layout">
        <HistoryList
          activeId={chat.conversationId}
          onNew={() => {
            chat.startNew();
            setShowHistory(false);
          }}
          onOpen={(id) => {
            void chat.open(id).then((ok) => setOpenFailed(!ok));
            setShowHistory(false);
          }}
          onCleared={(id) => {
            if (id === null || id === chat.conversationId) chat.startNew();
          }}
        />
        <section className="ai-main" part="conversation" aria-label={t('title')}>
          <div className="ai-top">
            <p className="ai-mode" data-mode={status?.mode ?? 'unknown'}>
              {status ? (status.mode === 'model' ? t('modeModel') : t('modeExcerpts')) : t('intro')}
            </p>
            <Button
              className="ai-history-toggle"
              size="sm"
              variant="secondary"
              onClick={() => setShowHistory(!showHistory)}
            >
              {showHistory ? t('hideHistory') : t('showHistory')}
            </Button>
          </div>
          {openSource ? (
            <SourcePanel
              sourceId={openSource}
              language={lang}
              onClose={() => showSource(null)}
              onNavigate={onNavigate}
            />
          ) : null}
          {openFailed ? (
            <p className="ai-alert" role="alert">
              {t('conversationFailed')}
            </p>
          ) : null}
          {empty ? (
            <div className="ai-empty" part="suggestions">
              <p>{t('intro')}</p>
              <p className="ai-muted">{t('suggestionsTitle')}</p>
              <ul className="ai-suggestions">
                {SUGGESTIONS.map((key) => (
                  <li key={key}>
                    <button type="button" disabled={!online} onClick={() => send(t(key))}>
                      {t(key)}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <ol
              className="ai-messages"
              part="messages"
              aria-live="polite"
              aria-relevant="additions text"
            >
              {chat.messages.map((m) =>
                m.role === 'user' ? (
                  <QuestionBubble key={m.id} text={m.content} />
                ) : (
                  <AnswerBubble
                    key={m.id}
                    answer={answerViewOf(m)}
                    onNavigate={onNavigate}
                    onOpenSource={showSource}
                  />
                ),
              )}
              {chat.pending ? (
                <>
                  <QuestionBubble text={chat.pending.saved?.content ?? chat.pending.question} />
                  <AnswerBubble
                    answer={{
                      mode: chat.pending.mode,
                      content: chat.pending.text,
                      citations: chat.pending.mode === 'model' ? [] : chat.pending.citations,
                      modelFailed: chat.pending.modelFailed,
                      language: lang,
                      streaming: true,
                    }}
                    onNavigate={onNavigate}
                    onOpenSource={showSource}
                  />
                </>
              ) : null}
            </ol>
          )}
          <div ref={endRef} />
          {!online ? (
            <p className="ai-alert" role="status" data-state="offline">
              {t('offline')}
            </p>
          ) : failure ? (
            <p className="ai-alert" role="alert" data-state={failure.kind}>
              {failure.kind === 'rate-limit'
                ? failure.message || t('rateLimited')
                : failure.kind === 'network'
                  ? t('networkFailed')
                  : failure.message || t('failed')}
            </p>
          ) : null}
          <form className="ai-composer" part="composer" onSubmit={onSubmit}>
            <label className="ai-visually-hidden" htmlFor={inputId}>
              {t('inputLabel')}
            </label>
            <textarea
              id={inputId}
              rows={2}
              value={draft}
              maxLength={ASSISTANT_QUESTION_MAX}
              placeholder={t('inputPlaceholder')}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
            />
            {streaming ? (
              <Button type="button" variant="secondary" onClick={chat.stop}>
                {t('stop')}
              </Button>
            ) : (
              <Button type="submit" disabled={!online || draft.trim() === ''}>
                {t('send')}
              </Button>
            )}
          </form>
        </section>
      </div>
    </Region>
  );
}
