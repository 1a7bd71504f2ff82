// A bot's reviews: the average and the rating distribution (1 to 5 stars), a page of 10 reviews
// with previous / next, and the review form only when the viewer may write one (`can_review`: a
// buyer without a review yet), with the review form's fixed messages ('Please select a rating',
// 'Please write a comment', 'Failed to submit review. Please try again.'). The stars are radio
// inputs (keyboard arrows work) drawn as stars; review text is rendered as text.
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  ALGO_REVIEWS_PAGE_SIZE,
  type AlgoBotDetails,
  type Language,
  type ReviewInput,
} from '@savdo/contract';
import { formatDate, formatNumber, toast } from '@savdo/core';
import { algoApi, algoChanged, algoReviewsQuery } from '@savdo/core/algo';
import { Button, LoadFailed, token, useLanguage, useStore, useT, visuallyHidden } from '@savdo/ui';
import { algoStrings } from '@savdo/ui/algo';
import { algoBotStrings } from './strings';

/** The longest comment the server takes (ReviewInput's comment). */
export const REVIEW_MAX_LENGTH = 2000;

const Box = styled.section`
  display: grid;
  gap: ${token('space-4')};
  .algo-summary {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${token('space-5')};
    align-items: center;
  }
  @container algo-bot (max-width: 480px) {
    .algo-summary {
      grid-template-columns: 1fr;
      gap: ${token('space-3')};
    }
  }
  .algo-average {
    display: grid;
    justify-items: start;
    gap: ${token('space-1')};
  }
  .algo-average strong {
    font-size: 2.5rem;
    line-height: 1;
    font-variant-numeric: tabular-nums;
  }
  .algo-average small {
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
  }
  .algo-stars {
    color: ${token('color-warning')};
    letter-spacing: 1px;
  }
  .algo-stars [data-off] {
    color: ${token('color-border')};
  }
  .algo-dist {
    display: grid;
    gap: ${token('space-1')};
    margin: 0;
    padding: 0;
    list-style: none;
    max-width: 28rem;
  }
  .algo-dist li {
    display: grid;
    grid-template-columns: 4.5rem 1fr 2rem;
    gap: ${token('space-2')};
    align-items: center;
    font-size: ${token('font-size-sm')};
  }
  .algo-dist li > span:last-child {
    text-align: end;
    font-variant-numeric: tabular-nums;
    color: ${token('color-text-muted')};
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
    border-radius: inherit;
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
    display: grid;
    gap: ${token('space-1')};
    padding: ${token('space-3')};
    border: ${token('border-width')} solid ${token('color-border')};
    border-radius: ${token('radius-md')};
  }
  .algo-review-head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${token('space-1')} ${token('space-2')};
  }
  .algo-review-head time {
    margin-inline-start: auto;
    font-size: ${token('font-size-xs')};
    color: ${token('color-text-muted')};
  }
  .algo-review p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  .algo-empty {
    margin: 0;
    color: ${token('color-text-muted')};
  }
  .algo-pager {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: ${token('space-2')};
    font-variant-numeric: tabular-nums;
  }
`;

// Each star's radio covers it, transparent: the whole star is its click target, and it stays a
// visible, checkable control for assistive tech and test tools. The star's glyph is CSS
// (::before), so the label's text is its name alone ('4 stars').
const Form = styled.form`
  display: grid;
  gap: ${token('space-3')};
  padding: ${token('space-4')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  h4 {
    margin: 0;
    font-size: ${token('font-size-md')};
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
  legend,
  .algo-label {
    display: block;
    padding: 0;
    margin-bottom: ${token('space-1')};
    font-size: ${token('font-size-sm')};
    font-weight: 600;
  }
  .algo-star-row {
    display: flex;
    gap: ${token('space-1')};
  }
  .algo-star {
    position: relative;
    display: inline-flex;
    cursor: pointer;
    border-radius: ${token('radius-sm')};
  }
  .algo-star input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  .algo-star-hidden {
    ${visuallyHidden}
  }
  .algo-star::before {
    content: '★';
    font-size: 1.75rem;
    line-height: 1;
    color: ${token('color-border')};
    transition: color ${token('duration-fast')};
  }
  .algo-star[data-on]::before {
    color: ${token('color-warning')};
  }
  .algo-star:has(input:focus-visible) {
    outline: ${token('focus-ring-width')} solid ${token('color-focus')};
    outline-offset: ${token('focus-ring-offset')};
  }
  textarea {
    box-sizing: border-box;
    width: 100%;
    min-height: 6rem;
    padding: ${token('space-2')} ${token('space-3')};
    border: ${token('border-width')} solid ${token('color-border')};
    border-radius: ${token('radius-md')};
    background: ${token('color-surface-raised')};
    color: ${token('color-text')};
    font: inherit;
    resize: vertical;
  }
  textarea:focus-visible {
    outline: ${token('focus-ring-width')} solid ${token('color-focus')};
    outline-offset: ${token('focus-ring-offset')};
  }
  .algo-count {
    margin: ${token('space-1')} 0 0;
    text-align: end;
    font-size: ${token('font-size-xs')};
    color: ${token('color-text-muted')};
    font-variant-numeric: tabular-nums;
  }
  .algo-error {
    margin: 0;
    color: ${token('color-danger')};
    font-size: ${token('font-size-sm')};
  }
  .algo-actions {
    display: flex;
    justify-content: flex-end;
  }
`;

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="algo-stars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" data-off={n > Math.round(rating) ? '' : undefined}>
          ★
        </span>
      ))}
    </span>
  );
}

function Summary({ bot, lang }: { bot: AlgoBotDetails; lang: Language }) {
  const t = useT(algoBotStrings);
  const a = useT(algoStrings);
  const { distribution, count, average } = bot.rating_summary;
  return (
    <div className="algo-summary">
      {average === null ? (
        <div className="algo-average" data-average="none">
          <Stars rating={0} label={a('noRating')} />
          <small>{a('noRating')}</small>
        </div>
      ) : (
        <div className="algo-average" data-average="">
          <strong>{formatNumber(average, lang, { maxDecimals: 1, minDecimals: 1 })}</strong>
          <Stars
            rating={average}
            label={`${t('reviews.average')}: ${formatNumber(average, lang)}`}
          />
          <small>{t('reviews.basedOn', { count })}</small>
        </div>
      )}
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
    </div>
  );
}

export function Reviews({ bot }: { bot: AlgoBotDetails }) {
  const t = useT(algoBotStrings);
  const lang = useLanguage();
  const [page, setPage] = useState(1);
  const $reviews = useMemo(() => algoReviewsQuery(bot.id, page), [bot.id, page]);
  const value = useStore($reviews);
  const answer = value.data?.result;
  const pages = answer ? Math.max(1, Math.ceil(answer.total / ALGO_REVIEWS_PAGE_SIZE)) : 1;

  return (
    <Box part="reviews" className="algo-card" aria-labelledby="algo-reviews-title">
      <h3 id="algo-reviews-title">{t('reviews.title')}</h3>
      <Summary bot={bot} lang={lang} />
      {bot.can_review ? <ReviewForm botId={bot.id} /> : null}
      {value.error !== undefined && !value.loading && answer === undefined ? (
        <LoadFailed
          title={t('reviews.loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => $reviews.invalidate()}
        />
      ) : answer && answer.data.length === 0 ? (
        <p className="algo-empty">{t('reviews.empty')}</p>
      ) : answer ? (
        <ul className="algo-reviews">
          {answer.data.map((r) => (
            <li key={r.id} className="algo-review" data-review-id={r.id}>
              <div className="algo-review-head">
                <strong>{r.user_name}</strong>
                <Stars rating={r.rating} label={t('reviews.stars', { count: r.rating })} />
                <time dateTime={r.created_at}>{formatDate(r.created_at, lang)}</time>
              </div>
              <p>{r.comment}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {pages > 1 ? (
        <nav className="algo-pager" aria-label={t('pager.label')}>
          <Button
            size="sm"
            variant="secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('pager.previous')}
          </Button>
          <span aria-live="polite">{t('pager.page', { page, pages })}</span>
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
  const [hover, setHover] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lit = hover || rating;

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
    <Form noValidate onSubmit={(e) => void submit(e)} aria-labelledby="algo-review-form-title">
      <h4 id="algo-review-form-title">{t('reviews.formTitle')}</h4>
      <fieldset>
        <legend>{t('reviews.rating')}</legend>
        <div className="algo-star-row" onMouseLeave={() => setHover(0)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="algo-star"
              data-on={n <= lit ? '' : undefined}
              onMouseEnter={() => setHover(n)}
            >
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
              />
              <span className="algo-star-hidden">{t('reviews.stars', { count: n })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label className="algo-label" htmlFor="algo-review-comment">
          {t('reviews.comment')}
        </label>
        <textarea
          id="algo-review-comment"
          maxLength={REVIEW_MAX_LENGTH}
          placeholder={t('reviews.placeholder')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
        <p className="algo-count" aria-hidden="true">
          {t('reviews.chars', { count: comment.length, max: REVIEW_MAX_LENGTH })}
        </p>
      </div>
      {error ? (
        <p className="algo-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="algo-actions">
        <Button type="submit" disabled={busy}>
          {t('reviews.submit')}
        </Button>
      </div>
    </Form>
  );
}
