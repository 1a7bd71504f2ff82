/**
 * The marketplace (docs/product.md "Pages"): bots with their verified figures from the signal
 * account's stored trades, filtered, sorted and paged; a bot's page; its plans and purchase form.
 */
import {
  ALGO_PAGE_SIZE,
  type AlgoBot,
  type AlgoBotDetails,
  type AlgoFormField,
  type AlgoListQuery,
  type AlgoPlan,
  type RatingSummary,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { NotFoundError } from '../../domain-errors';
import { formFieldsFor } from './form-fields';
import { tradeFigures } from './trade-figures';
import { equityCurve, monthlyReturns } from './metrics-view';
import { findBot, findLiveEa, listBots, listPlans, type BotRow, type PlanRow } from './repository';
import { hasReviewed, isBuyer } from './review-repository';

export const BOT_NOT_FOUND = 'Expert advisor not found';

async function cardOf(q: Queryable, bot: BotRow, viewer: number | null) {
  const { report, metrics, sparkline } = await tradeFigures(q, { bot: bot.id }, bot.signal_deposit);
  const purchased = viewer !== null && (await findLiveEa(q, viewer, bot.id)) !== null;
  const card: AlgoBot = {
    id: bot.id,
    name: bot.name,
    author: bot.author,
    version: bot.version,
    updated_at: bot.updated_at.toISOString(),
    price: Number(bot.price),
    type: bot.type,
    platforms: bot.platforms,
    monthly_purchases: bot.monthly_purchases,
    // Counted when an owner downloads a file (delivery.ts), not at purchase.
    monthly_downloads: bot.monthly_downloads,
    live_signal: bot.live_signal,
    description: bot.description,
    translations: bot.translations,
    image_url: bot.image_url,
    rating: bot.rating,
    reviews_count: bot.reviews_count,
    metrics,
    equity_sparkline: sparkline,
    purchased,
  };
  return { card, report };
}

function sortCards(cards: AlgoBot[], sort: AlgoListQuery['sort']): AlgoBot[] {
  const by: Record<string, (a: AlgoBot, b: AlgoBot) => number> = {
    gain: (a, b) => b.metrics.gain_percent - a.metrics.gain_percent,
    drawdown: (a, b) => a.metrics.max_drawdown_percent - b.metrics.max_drawdown_percent,
    popularity: (a, b) => b.monthly_purchases - a.monthly_purchases,
  };
  const compare = sort ? by[sort] : undefined;
  return compare ? [...cards].sort((a, b) => compare(a, b) || a.id - b.id) : cards;
}

export async function botList(q: Queryable, viewer: number | null, query: AlgoListQuery) {
  const limit = query.limit ?? ALGO_PAGE_SIZE;
  const page = query.page ?? 1;
  const bots = (await listBots(q)).filter(
    (b) =>
      (!query.platform || b.platforms.includes(query.platform)) &&
      (!query.type || b.type === query.type) &&
      (query.max_price === undefined || Number(b.price) <= query.max_price),
  );
  // A handful of bots: every card's figures are computed, then sorted and paged.
  const cards = [];
  for (const bot of bots) cards.push((await cardOf(q, bot, viewer)).card);
  const sorted = sortCards(cards, query.sort);
  return {
    data: sorted.slice((page - 1) * limit, page * limit),
    page,
    limit,
    total: sorted.length,
  };
}

async function botOf(q: Queryable, id: number): Promise<BotRow> {
  const bot = await findBot(q, id);
  if (!bot) throw new NotFoundError(BOT_NOT_FOUND);
  return bot;
}

async function ratingSummary(q: Queryable, botId: number): Promise<RatingSummary> {
  const { rows } = await q.query<{ rating: number; n: number }>(
    // Hidden reviews are left out (docs/decisions/0296-review-moderation.md).
    'SELECT rating, count(*)::int AS n FROM algo_reviews WHERE bot_id = $1 AND hidden_at IS NULL GROUP BY rating',
    [botId],
  );
  const distribution = [0, 0, 0, 0, 0];
  let count = 0;
  let sum = 0;
  for (const r of rows) {
    distribution[r.rating - 1] = r.n;
    count += r.n;
    sum += r.rating * r.n;
  }
  return { average: count ? sum / count : null, count, distribution };
}

export async function botDetails(
  q: Queryable,
  viewer: number | null,
  id: number,
): Promise<AlgoBotDetails> {
  const bot = await botOf(q, id);
  const { card, report } = await cardOf(q, bot, viewer);
  const canReview =
    viewer !== null && (await isBuyer(q, viewer, id)) && !(await hasReviewed(q, viewer, id));
  return {
    ...card,
    equity_curve: equityCurve(report),
    monthly_returns: monthlyReturns(report),
    rating_summary: await ratingSummary(q, id),
    can_review: canReview,
  };
}

export function presentPlan(p: PlanRow): AlgoPlan {
  return {
    id: p.id,
    name: p.name,
    labels: p.labels,
    price: Number(p.price),
    duration_days: p.duration_days,
  };
}

export async function botPlans(q: Queryable, id: number): Promise<AlgoPlan[]> {
  await botOf(q, id);
  return (await listPlans(q, id)).map(presentPlan);
}

export async function botFormFields(q: Queryable, id: number): Promise<AlgoFormField[]> {
  const bot = await botOf(q, id);
  return formFieldsFor(bot.platforms, bot.form_fields);
}
