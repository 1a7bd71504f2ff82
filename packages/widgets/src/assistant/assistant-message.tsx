// One message of the conversation: a question, or an answer with its kind (AI answer, excerpts,
// refusal), its text (always as text, never HTML), the note when the model failed, the cited
// sources as links and the fixed disclaimer.
import type { AssistantCitation, AssistantMessage } from '@savdo/contract';
import { ASSISTANT_DISCLAIMER } from '@savdo/contract';
import { Badge, useT } from '@savdo/ui';
import { SourceLink, type NavigateTo } from './source-link';
import { aiAssistantStrings } from './strings';

export interface AnswerView {
  mode: AssistantMessage['mode'];
  content: string;
  citations: AssistantCitation[];
  modelFailed: boolean;
  language: AssistantMessage['language'];
  streaming?: boolean;
}

export function QuestionBubble({ text }: { text: string }) {
  const t = useT(aiAssistantStrings);
  return (
    <li className="ai-msg ai-msg-user" data-role="user">
      <span className="ai-who">{t('you')}</span>
      <p className="ai-text">{text}</p>
    </li>
  );
}

export function AnswerBubble({
  answer,
  onNavigate,
  onOpenSource,
}: {
  answer: AnswerView;
  onNavigate?: NavigateTo;
  onOpenSource: (sourceId: string) => void;
}) {
  const t = useT(aiAssistantStrings);
  const badge =
    answer.mode === 'model' ? (
      <Badge tone="info">{t('modelBadge')}</Badge>
    ) : answer.mode === 'excerpts' ? (
      <Badge tone="neutral">{t('excerptsBadge')}</Badge>
    ) : answer.mode === 'refusal' ? (
      <Badge tone="warning">{t('refusalBadge')}</Badge>
    ) : null;
  return (
    <li
      className="ai-msg ai-msg-assistant"
      data-role="assistant"
      data-mode={answer.mode ?? 'pending'}
      aria-busy={answer.streaming ? 'true' : undefined}
    >
      <span className="ai-who">
        {t('assistant')} {badge}
      </span>
      {answer.modelFailed ? (
        <p className="ai-note" data-model-failed="">
          {t('modelFailed')}
        </p>
      ) : null}
      {answer.content === '' && answer.streaming ? (
        <p className="ai-text ai-thinking">{t('thinking')}</p>
      ) : (
        <p className="ai-text" data-answer-text="">
          {answer.content}
        </p>
      )}
      {answer.citations.length > 0 ? (
        <div className="ai-sources" part="citations">
          <span className="ai-sources-title">{t('sources')}</span>
          <ol>
            {answer.citations.map((c) => (
              <li key={c.source_id}>
                <span className="ai-kind">{t(`kind_${c.kind}`)}</span>{' '}
                <SourceLink citation={c} onNavigate={onNavigate} onOpenSource={onOpenSource}>
                  {c.title}
                </SourceLink>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {answer.streaming ? null : (
        <p className="ai-disclaimer" data-disclaimer="">
          {ASSISTANT_DISCLAIMER[answer.language]}
        </p>
      )}
    </li>
  );
}

export function answerViewOf(message: AssistantMessage): AnswerView {
  return {
    mode: message.mode,
    content: message.content,
    citations: message.citations,
    modelFailed: message.model_failed,
    language: message.language,
  };
}
