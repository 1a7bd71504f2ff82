// The cells of one event that carry meaning beyond text: impact (colour AND words), the actual
// value coloured better or worse than forecast (with the comparison spelled out for screen
// readers), the tentative / preliminary / report / speech flags, and the country flag.
import styled, { css } from 'styled-components';
import type { EconomicEvent, EventImpact } from '@savdo/contract';
import { Badge, token, useLanguage, useT, visuallyHidden, type BadgeTone } from '@savdo/ui';
import { compareActual, type Comparison } from './compare-actual';
import { countryName, flagEmoji } from './country-flag';
import { CALENDAR_NAMESPACE } from './strings';

const IMPACT_TONE: Record<EventImpact, BadgeTone> = {
  high: 'danger',
  medium: 'warning',
  low: 'neutral',
};

const Dots = styled.span`
  display: inline-flex;
  gap: 2px;
`;

const Dot = styled.span<{ $on: boolean }>`
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: currentColor;
  opacity: ${(p) => (p.$on ? 1 : 0.25)};
`;

const LEVEL: Record<EventImpact, number> = { low: 1, medium: 2, high: 3 };

export function ImpactBadge({ impact }: { impact: EventImpact }) {
  const t = useT(CALENDAR_NAMESPACE);
  const level = t(`impactLevel.${impact}`);
  return (
    <span part="impact" data-impact={impact}>
      <Badge tone={IMPACT_TONE[impact]} title={t('impactText', { level })}>
        <Dots aria-hidden="true">
          {[1, 2, 3].map((n) => (
            <Dot key={n} $on={n <= LEVEL[impact]} />
          ))}
        </Dots>
        {level}
      </Badge>
    </span>
  );
}

const Hidden = styled.span`
  ${visuallyHidden}
`;

const comparisonColour: Record<Comparison, ReturnType<typeof css>> = {
  better: css`
    color: ${token('color-success')};
  `,
  worse: css`
    color: ${token('color-danger')};
  `,
  same: css`
    color: ${token('color-text')};
  `,
};

const Figure = styled.span<{ $comparison: Comparison | null }>`
  font-variant-numeric: tabular-nums;
  font-weight: ${(p) => (p.$comparison ? 700 : 400)};
  ${(p) => (p.$comparison ? comparisonColour[p.$comparison] : '')}
`;

const Muted = styled.span`
  color: ${token('color-text-muted')};
`;

/** A figure, or a dash when there is none. */
export function FigureText({ value }: { value: string | null }) {
  return value ? <Figure $comparison={null}>{value}</Figure> : <Muted>—</Muted>;
}

export function ActualValue({ event }: { event: EconomicEvent }) {
  const t = useT(CALENDAR_NAMESPACE);
  // No actual yet: pending while the event is ahead; a past one without a figure (a speech)
  // simply has none.
  if (!event.actual) {
    return <Muted>{Date.parse(event.time) > Date.now() ? t('pending') : '—'}</Muted>;
  }
  const comparison = compareActual(event);
  const arrow = comparison === 'better' ? '▲' : comparison === 'worse' ? '▼' : '';
  return (
    <Figure
      part="actual"
      data-comparison={comparison ?? 'none'}
      $comparison={comparison}
      title={comparison ? t(`compare.${comparison}`) : undefined}
    >
      {event.actual}
      {arrow ? <span aria-hidden="true"> {arrow}</span> : null}
      {comparison ? <Hidden> ({t(`compare.${comparison}`)})</Hidden> : null}
    </Figure>
  );
}

const FlagList = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${token('space-1')};
  margin-left: ${token('space-2')};
  vertical-align: middle;
`;

const FLAG_KINDS = [
  ['is_tentative', 'tentative', 'info'],
  ['is_preliminary', 'preliminary', 'neutral'],
  ['is_report', 'report', 'neutral'],
  ['is_speech', 'speech', 'info'],
] as const;

export function EventFlags({ event }: { event: EconomicEvent }) {
  const t = useT(CALENDAR_NAMESPACE);
  const shown = FLAG_KINDS.filter(([field]) => event[field]);
  if (shown.length === 0) return null;
  return (
    <FlagList part="flags">
      {shown.map(([field, name, tone]) => (
        <span key={field} data-flag={name}>
          <Badge tone={tone}>{t(`flags.${name}`)}</Badge>
        </span>
      ))}
    </FlagList>
  );
}

const Country = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-1')};
  font-weight: 600;
  white-space: nowrap;
`;

export function CountryCurrency({ flag, currency }: { flag: string; currency: string }) {
  const lang = useLanguage();
  const name = countryName(flag, lang);
  return (
    <Country title={name}>
      <span aria-hidden="true">{flagEmoji(flag)}</span>
      <Hidden>{name}</Hidden>
      {currency}
    </Country>
  );
}
