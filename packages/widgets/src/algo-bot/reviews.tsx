// A bot's reviews: the rating distribution (1 to 5 stars), a page of 10 reviews with previous /
// next, and the review form only when the viewer may write one (`can_review`: a buyer without a
// review yet), with spec section 5's messages ('Please select a rating', 'Please write a
// comment', 'Failed to submit review. Please try again.').
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { ALGO_REVIEWS_PAGE_SIZE, type AlgoBotDetails, type ReviewInput } from '@savdo/contract';
import { formatDate, toast } from '@savdo/core';
import { algoApi, algoChanged, algoReviewsQuery } from '@savdo/core/algo';
import { Button, LoadFailed, token, useLanguage, useStore, useT } from '@savdo/ui';
import { algoBotStrings } from './strings';

const Box = styled.section`
  display: grid;
  gap: ${token('space-3')};
  .algo-dist {
    display: grid;
    gap: ${token('space-1')};
    margin: 0;
    padding: 0;
    list-style: none;
    max-width: 24rem;
  }
  .algo-dist li {
    display: grid;
    grid-template-columns: 5rem 1fr 2rem;
    gap: ${token('space-2')};
    align-items: center;
    font-size: ${token('font-size-sm')};
  }
  .algo-dist-bar {
    height: 0.5rem;
    border-radius: ${token('radius-pill')};
    background: ${token('color-surface')};
    overflow: hidden;
  }
  .algo-dist-bar span {
    display: block;
    height: 100%;
    background: ${token('color-warning')};
  }
  .algo-reviews {
    display: grid;
    gap: ${token('space-2')};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .algo-review {
    padding: ${token('space-3')};
    border: ${token('border-width')} solid ${token('color-border')};
    border-radius: ${token('radius-md')};
  }
  .algo-review p {
    margin: ${token('space-1')} 0 0;
  }
  .algo-error {
    color: ${token('color-danger')};
    font-size: ${token('font-size-sm')};
  }
  textarea {
    font: inherit;
    min-height: 5rem;
  }
`;

export function Reviews({ bot }: { bot: AlgoBotDetails }) {
  const t = useT(algoBotStrings);
  const lang = useLanguage();
  const [page, setPage] = useState(1);
  const $reviews = useMemo(() => algoReviewsQuery(bot.id, page), [bot.id, page]);
  const value = useStore($reviews);
  const answer = value.data?.result;
  const pages = answer ? Math.max(1, Math.ceil(answer.total / ALGO_REVIEWS_PAGE_SIZE)) : 1;
  const { distribution, count } = bot.rating_summary;

  return (
    <Box part="reviews" aria-label={t('reviews.title')}>
      <h3>{t('reviews.title')}</h3>
      <ul className="algo-dist" aria-label={t('reviews.distribution')}>
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = distribution[stars - 1] ?? 0;
          return (
            <li key={stars} data-stars={stars}>
              <span>{t('reviews.stars', { count: stars })}</span>
              <span className="algo-dist-bar" aria-hidden="true">
                <span style={{ width: `${count ? (n / count) * 100 : 0}%` }} />
              </span>
              <span>{n}</span>
            </li>
          );
        })}
      </ul>
      {bot.can_review ? <ReviewForm botId={bot.id} /> : null}
      {value.error !== undefined && !value.loading && answer === undefined ? (
        <LoadFailed
          title={t('reviews.loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => $reviews.invalidate()}
        />
      ) : answer && answer.data.length === 0 ? (
        <p>{t('reviews.empty')}</p>
      ) : answer ? (
        <ul className="algo-reviews">
          {answer.data.map((r) => (
            <li key={r.id} className="algo-review" data-review-id={r.id}>
              <strong>{r.user_name}</strong> ·{' '}
              <span aria-label={t('reviews.stars', { count: r.rating })}>
                {'★'.repeat(r.rating)}
              </span>{' '}
              · <time dateTime={r.created_at}>{formatDate(r.created_at, lang)}</time>
              <p>{r.comment}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {pages > 1 ? (
        <nav aria-label={t('pager.label')}>
          <Button
            size="sm"
            variant="secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('pager.previous')}
          </Button>{' '}
          <span aria-live="polite">{t('pager.page', { page, pages })}</span>{' '}
          <Button
            size="sm"
            variant="secondary"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('pager.next')}
          </Button>
        </nav>
      ) : null}
    </Box>
  );
}

function ReviewForm({ botId }: { botId: number }) {
  const t = useT(algoBotStrings);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (rating < 1) return setError(t('reviews.noRating'));
    if (!comment.trim()) return setError(t('reviews.noComment'));
    setError(null);
    setBusy(true);
    try {
      const review: ReviewInput = { rating, comment: comment.trim() };
      await algoApi.postAlgoReview(botId, review);
      toast.success(t('reviews.sent'));
      algoChanged();
    } catch {
      setError(t('reviews.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('reviews.formTitle')}>
      <fieldset>
        <legend>{t('reviews.rating')}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input
              type="radio"
              name="rating"
              value={n}
              checked={rating === n}
              onChange={() => setRating(n)}
            />
            {t('reviews.stars', { count: n })}
          </label>
        ))}
      </fieldset>
      <label>
        {t('reviews.comment')}
        <textarea maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} />
      </label>
      {error ? (
        <p className="algo-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={busy}>
        {t('reviews.submit')}
      </Button>
    </form>
  );
}
