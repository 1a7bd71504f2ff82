// /admin/reviews: every expert advisor review with its bot, author and whether (and by whom) it
// is hidden; hiding (confirmed first) takes it out of the public list and the rating, restoring
// puts it back (docs/decisions/0296-review-moderation.md).
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { AdminReview } from '@savdo/contract';
import { adminWrite, apiErrorMessage, formatDateTime } from '@savdo/core';
import { Badge, Button, token, useT, useLanguage } from '@savdo/ui';
import type { DataColumn } from '@savdo/ui/data-table';
import { ActionDialog } from '../common/action-dialog';
import { AdminList } from '../list/admin-list';
import { adminStrings } from '../strings';
import { opsStrings } from './ops-strings';

const Comment = styled.p`
  margin: 0;
  max-width: 48ch;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

const Failure = styled.p`
  margin: 0 0 ${token('space-3')};
  color: ${token('color-danger')};
`;

export function ReviewsSection() {
  const t = useT(opsStrings);
  const at = useT(adminStrings);
  const lang = useLanguage();
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const restore = async (review: AdminReview) => {
    setFailure(null);
    try {
      await adminWrite('post', `/admin/algo-trade/reviews/${review.id}/restore`);
    } catch (error) {
      setFailure(apiErrorMessage(error, at('common.failed')));
    }
  };

  const columns: DataColumn<AdminReview>[] = [
    {
      id: 'created_at',
      header: t('reviews.created'),
      sortable: true,
      cell: (r) => formatDateTime(r.created_at, lang),
    },
    { id: 'bot', header: t('reviews.bot'), cell: (r) => `${r.bot_name} (#${r.algo_trade_id})` },
    {
      id: 'author',
      header: t('reviews.author'),
      cell: (r) => <Link to={`/admin/users/${r.user_id}`}>{r.user_name}</Link>,
    },
    {
      id: 'rating',
      header: t('reviews.rating'),
      sortable: true,
      numeric: true,
      cell: (r) => `${r.rating} / 5`,
    },
    { id: 'comment', header: t('reviews.comment'), cell: (r) => <Comment>{r.comment}</Comment> },
    {
      id: 'visibility',
      header: t('reviews.visibility'),
      cell: (r) =>
        r.hidden_at ? (
          <Badge tone="danger">
            {t('reviews.hiddenBy', {
              who: r.hidden_by ?? at('common.none'),
              date: formatDateTime(r.hidden_at, lang),
            })}
          </Badge>
        ) : (
          <Badge tone="success">{t('reviews.visible')}</Badge>
        ),
    },
    {
      id: 'actions',
      header: at('users.actions'),
      cell: (r) =>
        r.hidden_at ? (
          <Button size="sm" variant="secondary" onClick={() => restore(r)}>
            {t('reviews.restore')}
          </Button>
        ) : (
          <Button size="sm" variant="danger" onClick={() => setHiding(r)}>
            {t('reviews.hide')}
          </Button>
        ),
    },
  ];

  return (
    <>
      {failure ? <Failure role="alert">{failure}</Failure> : null}
      <AdminList<AdminReview>
        api="/admin/algo-trade/reviews"
        caption={(total) => t('reviews.caption', { count: total })}
        columns={columns}
        rowKey={(r) => r.id}
        rowAttributes={(r) => ({
          'data-review': String(r.id),
          'data-review-hidden': r.hidden_at ? 'true' : 'false',
        })}
        searchLabel={t('reviews.search')}
        filters={[
          {
            name: 'hidden',
            label: t('reviews.hiddenFilter'),
            kind: 'select',
            options: [
              { value: 'false', label: t('reviews.shown') },
              { value: 'true', label: t('reviews.hidden') },
            ],
          },
          { name: 'bot_id', label: t('reviews.botFilter'), kind: 'text' },
        ]}
        empty={t('reviews.empty')}
      />
      {hiding ? (
        <ActionDialog
          open
          title={t('reviews.hideTitle', { user: hiding.user_name })}
          description={t('reviews.hideText')}
          confirmLabel={t('reviews.hide')}
          danger
          onConfirm={() => adminWrite('post', `/admin/algo-trade/reviews/${hiding.id}/hide`)}
          onClose={() => setHiding(null)}
        />
      ) : null}
    </>
  );
}
