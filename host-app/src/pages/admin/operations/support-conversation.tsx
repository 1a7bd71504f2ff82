// /admin/support/:userId — one support conversation: its newest messages (oldest first, as the
// chat shows them) and support's reply box. The reply is checked with the contract's body schema
// before it is sent; after it, the thread is read again (adminWrite re-reads every admin answer),
// so the reply shows in place (docs/decisions/0297-support-inbox.md).
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { AdminSupportReplyBodySchema, type ChatMessage, type Page } from '@savdo/contract';
import { formErrors } from '@savdo/contract/readable-errors';
import { adminRecordQuery, adminWrite, apiErrorMessage, formatDateTime } from '@savdo/core';
import {
  Button,
  Card,
  EmptyState,
  LoadFailed,
  Skeleton,
  Stack,
  token,
  useFieldId,
  useStore,
  useT,
  useLanguage,
} from '@savdo/ui';
import { adminStrings } from '../strings';
import { opsStrings } from './ops-strings';

const Thread = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${token('space-2')};
`;

const Bubble = styled.li<{ $support: boolean }>`
  max-width: min(640px, 100%);
  justify-self: ${(p) => (p.$support ? 'end' : 'start')};
  padding: ${token('space-2')} ${token('space-3')};
  border-radius: ${token('radius-md')};
  background: ${(p) => (p.$support ? token('color-surface-raised') : token('color-surface'))};
  border: 1px solid ${token('color-border')};
  overflow-wrap: anywhere;
  p {
    margin: ${token('space-1')} 0 0;
    white-space: pre-wrap;
  }
  small {
    color: ${token('color-text-muted')};
  }
`;

const Area = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 96px;
  padding: ${token('space-2')} ${token('space-3')};
  border: 1px solid ${(p) => (p.$invalid ? token('color-danger') : token('color-border'))};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-raised')};
  color: ${token('color-text')};
  font: inherit;
  resize: vertical;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${token('font-size-sm')};
`;

const Message = styled.p<{ $error?: boolean }>`
  margin: 0;
  color: ${(p) => (p.$error ? token('color-danger') : token('color-success'))};
`;

function ReplyBox({ userId }: { userId: number }) {
  const t = useT(opsStrings);
  const at = useT(adminStrings);
  const id = useFieldId('support-reply');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    const body = { text };
    const found = formErrors(AdminSupportReplyBodySchema, body);
    const first = Object.values(found)[0];
    if (first) {
      setError(first);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await adminWrite('post', `/admin/support/conversations/${userId}/reply`, body);
      setText('');
      setSent(true);
    } catch (failure) {
      setError(apiErrorMessage(failure, at('common.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={send} noValidate>
      <Stack $gap={2}>
        <Label htmlFor={id}>{t('support.reply')}</Label>
        <Area
          id={id}
          value={text}
          $invalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {error ? (
          <Message id={`${id}-error`} role="alert" $error>
            {error}
          </Message>
        ) : null}
        {sent ? <Message role="status">{t('support.sent')}</Message> : null}
        <div>
          <Button type="submit" disabled={busy}>
            {t('support.send')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

export function SupportConversation() {
  const t = useT(opsStrings);
  const at = useT(adminStrings);
  const lang = useLanguage();
  const userId = Number(useParams().userId);
  const $thread = useMemo(
    () => adminRecordQuery<Page<ChatMessage>>(`/admin/support/conversations/${userId}/messages`),
    [userId],
  );
  const value = useStore($thread);
  const page = value.data?.result;
  const name = page?.data.find((m) => m.user_id === userId)?.user_name ?? `#${userId}`;

  let thread;
  if (!page) {
    thread =
      value.error && !value.loading ? (
        <LoadFailed
          title={at('common.loadFailed')}
          retryLabel={at('list.retry')}
          onRetry={() => $thread.invalidate()}
        />
      ) : (
        <Skeleton height={240} />
      );
  } else if (page.data.length === 0) thread = <EmptyState title={t('support.noMessages')} />;
  else
    thread = (
      <Thread aria-label={t('support.thread')}>
        {page.data.map((m) => {
          const support = m.user_id !== userId;
          return (
            <Bubble key={m.id} $support={support} data-message={m.id}>
              <small>
                {support ? `${t('support.supportTeam')} · ${m.user_name}` : m.user_name} ·{' '}
                {formatDateTime(m.created_at, lang)}
              </small>
              <p>{m.text}</p>
            </Bubble>
          );
        })}
      </Thread>
    );

  return (
    <div data-admin-support={userId}>
      <p>
        <Link to="/admin/support">← {t('support.back')}</Link> ·{' '}
        <Link to={`/admin/users/${userId}`}>{t('support.userPage')}</Link>
      </p>
      <Stack $gap={4}>
        <h2>{t('support.title', { user: name })}</h2>
        {thread}
        <Card>
          <ReplyBox userId={userId} />
        </Card>
      </Stack>
    </div>
  );
}
