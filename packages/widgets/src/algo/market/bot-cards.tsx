// A page of bot cards: plain elements with class names under ONE styled list (docs/architecture.md, long
// lists), so a page costs one stylesheet, not a styled component per card. Name in the interface
// language (English when not translated), type, platforms, the verified figures (gain, max
// drawdown, profit factor, win rate, trades), the lowest plan's price, rating and a sparkline.
import { memo } from 'react';
import styled from 'styled-components';
import type { AlgoBot, Language } from '@savdo/contract';
import { UNKNOWN_VALUE, formatNumber, formatUzs } from '@savdo/core';
import { cardFrame, token, useLanguage, useT } from '@savdo/ui';
import { SkeletonCards, cardTitleLink, skeletonLine } from '@savdo/ui/catalog';
import { EquitySparkline, algoPaths, algoStrings, algoText } from '@savdo/ui/algo';
import { CourseLink, type NavigateTo } from '@savdo/ui/courses';
import { algoMarketStrings } from './strings';

export const BotList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
  margin: 0;
  padding: 0;
  list-style: none;
  .algo-card {
    display: grid;
    grid-template-columns: minmax(12rem, 1.4fr) minmax(0, 3fr) auto;
    gap: ${token('space-3')};
    align-items: center;
    ${cardFrame}
  }
  @media (max-width: 720px) {
    .algo-card {
      grid-template-columns: 1fr;
    }
  }
  .algo-card-name {
    margin: 0;
    font-size: ${token('font-size-lg')};
    ${cardTitleLink}
  }
  .algo-card-sub {
    margin: 0;
    font-size: ${token('font-size-sm')};
    color: ${token('color-text-muted')};
  }
  .algo-card-figures {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
    gap: ${token('space-2')};
    margin: 0;
  }
  .algo-figure dt {
    font-size: ${token('font-size-xs')};
    color: ${token('color-text-muted')};
  }
  dl.algo-figure {
    margin: 0;
  }
  .algo-figure dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .algo-figure dd[data-sign='up'] {
    color: ${token('color-success')};
  }
  .algo-figure dd[data-sign='down'] {
    color: ${token('color-danger')};
  }
  .algo-sparkline[data-trend='up'] {
    color: ${token('color-success')};
  }
  .algo-sparkline[data-trend='down'] {
    color: ${token('color-danger')};
  }
  .algo-badge {
    display: inline-block;
    margin-inline-start: ${token('space-2')};
    padding: 0 ${token('space-2')};
    border-radius: ${token('radius-pill')};
    background: ${token('color-surface')};
    font-size: ${token('font-size-xs')};
    font-weight: 600;
  }
  .algo-card[data-skeleton] {
    min-height: 6rem;
  }
  .algo-skeleton-line {
    ${skeletonLine}
  }
`;

const percent = (value: number, lang: Language) => `${formatNumber(value, lang)}%`;
const signed = (value: number, lang: Language) =>
  `${value > 0 ? '+' : ''}${formatNumber(value, lang)}%`;

interface BotCardProps {
  bot: AlgoBot;
  lang: Language;
  onNavigate?: NavigateTo;
  onOpen: (botId: number) => void;
}

const BotCard = memo(function BotCard({ bot, lang, onNavigate, onOpen }: BotCardProps) {
  const a = useT(algoStrings);
  const t = useT(algoMarketStrings);
  const m = bot.metrics;
  const name = algoText(bot, lang).name;
  return (
    <li className="algo-card" part="bot" data-bot-id={bot.id}>
      <div>
        <h3 className="algo-card-name">
          <CourseLink
            to={algoPaths.bot(bot.id)}
            onNavigate={onNavigate}
            onClick={() => onOpen(bot.id)}
          >
            {name}
          </CourseLink>
          {bot.purchased ? <span className="algo-badge">{t('purchased')}</span> : null}
        </h3>
        <p className="algo-card-sub">
          {a(`type.${bot.type}`)} · {bot.platforms.join(', ')} · {t('by', { author: bot.author })}
        </p>
        <EquitySparkline points={bot.equity_sparkline} label={a('equity')} />
      </div>
      <dl className="algo-card-figures">
        <div className="algo-figure">
          <dt>{a('metric.gain')}</dt>
          <dd data-figure="gain" data-sign={m.gain_percent >= 0 ? 'up' : 'down'}>
            {signed(m.gain_percent, lang)}
          </dd>
        </div>
        <div className="algo-figure">
          <dt>{a('metric.drawdown')}</dt>
          <dd data-figure="drawdown">{percent(m.max_drawdown_percent, lang)}</dd>
        </div>
        <div className="algo-figure">
          <dt>{a('metric.profitFactor')}</dt>
          <dd data-figure="profit-factor">
            {m.profit_factor === null ? UNKNOWN_VALUE : formatNumber(m.profit_factor, lang)}
          </dd>
        </div>
        <div className="algo-figure">
          <dt>{a('metric.winRate')}</dt>
          <dd data-figure="win-rate">{percent(m.win_rate, lang)}</dd>
        </div>
        <div className="algo-figure">
          <dt>{a('metric.trades')}</dt>
          <dd data-figure="trades">{formatNumber(m.trades, lang)}</dd>
        </div>
        <div className="algo-figure">
          <dt>{a('metric.rating')}</dt>
          <dd data-figure="rating">
            {bot.rating === null
              ? a('noRating')
              : `★ ${formatNumber(bot.rating, lang, { maxDecimals: 1 })} (${t('reviews', { count: bot.reviews_count })})`}
          </dd>
        </div>
      </dl>
      <dl className="algo-figure">
        <dt>{a('metric.priceFrom')}</dt>
        <dd data-figure="price">{formatUzs(bot.price, lang)}</dd>
      </dl>
    </li>
  );
});

export interface BotCardsProps {
  bots: readonly AlgoBot[];
  label: string;
  onNavigate?: NavigateTo;
  onOpen: (botId: number) => void;
}

export function BotCards({ bots, label, onNavigate, onOpen }: BotCardsProps) {
  const lang = useLanguage();
  return (
    <BotList part="bots" aria-label={label}>
      {bots.map((bot) => (
        <BotCard key={bot.id} bot={bot} lang={lang} onNavigate={onNavigate} onOpen={onOpen} />
      ))}
    </BotList>
  );
}

const SKELETON_CARDS = 4;
const SKELETON_LINES = [{ width: '70%', height: '1.3rem' }, { width: '100%' }, { width: '40%' }];

export function BotCardsSkeleton({ label }: { label: string }) {
  return (
    <BotList part="bots" aria-busy="true" aria-label={label} data-market-skeleton="">
      <SkeletonCards
        count={SKELETON_CARDS}
        cardClass="algo-card"
        lineClass="algo-skeleton-line"
        lines={SKELETON_LINES}
      />
    </BotList>
  );
}
