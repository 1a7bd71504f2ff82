// The parts of an event row that carry meaning beyond text: impact (colour AND words), the
// actual value coloured better or worse than the forecast (the comparison spelled out for
// screen readers), the tentative / preliminary / report / speech flags, and the country flag.
// They are plain elements styled by class through `eventCellStyles`, which the table and the
// list include once: a styled component per cell would cost too much for 2,000 rows. An impact
// pill's level is one, two or three dots before the word, drawn by a pseudo-element (no extra
// nodes).
import { css } from 'styled-components';
import type { EconomicEvent, EventImpact } from '@savdo/contract';
import { localizeFigure } from '@savdo/core';
import { token, useLanguage, visuallyHidden } from '@savdo/ui';
import type { CalendarLabels, FlagName } from './calendar-labels';
import { compareActual } from './compare-actual';
import { countryName } from './country-flag';
import { flagShapes, type FlagShape } from './flag-shapes';

export const eventCellStyles = css`
  .pill {
    display: inline-flex;
    align-items: center;
    gap: ${token('space-1')};
    padding: 1px ${token('space-2')};
    border-radius: ${token('radius-pill')};
    font-size: ${token('font-size-xs')};
    font-weight: 600;
    line-height: 18px;
    white-space: nowrap;
  }
  .tone-danger {
    background: ${token('color-danger-soft')};
    color: ${token('color-danger')};
  }
  .tone-warning {
    background: ${token('color-warning-soft')};
    color: ${token('color-warning')};
  }
  .tone-info {
    background: ${token('color-info-soft')};
    color: ${token('color-info')};
  }
  .tone-neutral {
    background: ${token('color-surface')};
    color: ${token('color-text-muted')};
  }
  .pill[data-impact]::before {
    content: '';
    height: 6px;
    background: radial-gradient(circle, currentColor 2.5px, transparent 3px) 0 0 / 8px 6px repeat-x;
  }
  .impact-low::before {
    width: 6px;
  }
  .impact-medium::before {
    width: 14px;
  }
  .impact-high::before {
    width: 22px;
  }
  .figure {
    font-variant-numeric: tabular-nums;
  }
  .figure.better,
  .figure.worse,
  .figure.same {
    font-weight: 700;
  }
  .figure.better {
    color: ${token('color-success')};
  }
  .figure.worse {
    color: ${token('color-danger')};
  }
  .muted {
    color: ${token('color-text-muted')};
  }
  .flags {
    display: inline-flex;
    flex-wrap: wrap;
    gap: ${token('space-1')};
    margin-left: ${token('space-2')};
    vertical-align: middle;
  }
  .country {
    display: inline-flex;
    align-items: center;
    gap: ${token('space-1')};
    font-weight: 600;
    white-space: nowrap;
  }
  .flag {
    flex: none;
    border-radius: 2px;
    box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.15);
  }
  .sr-only {
    ${visuallyHidden}
  }
`;

const IMPACT_TONE: Record<EventImpact, string> = {
  high: 'tone-danger',
  medium: 'tone-warning',
  low: 'tone-neutral',
};

export function ImpactLabel({ impact, labels }: { impact: EventImpact; labels: CalendarLabels }) {
  const text = labels.impact[impact];
  return (
    <span
      part="impact"
      data-impact={impact}
      className={`pill impact-${impact} ${IMPACT_TONE[impact]}`}
      title={text.title}
    >
      {text.level}
    </span>
  );
}

/** A figure in the interface language's number format, or a dash when there is none. */
export function FigureText({ value }: { value: string | null }) {
  // The widget's own language (its `lang`), which on a partner page may differ from the page's.
  const lang = useLanguage();
  return value ? (
    <span className="figure">{localizeFigure(value, lang)}</span>
  ) : (
    <span className="muted">—</span>
  );
}

export function ActualValue({ event, labels }: { event: EconomicEvent; labels: CalendarLabels }) {
  const lang = useLanguage();
  // No actual yet: pending while the event is ahead; a past one without a figure (a speech)
  // simply has none.
  if (!event.actual) {
    return (
      <span className="muted">{Date.parse(event.time) > Date.now() ? labels.pending : '—'}</span>
    );
  }
  const comparison = compareActual(event);
  const arrow = comparison === 'better' ? '▲' : comparison === 'worse' ? '▼' : '';
  return (
    <span
      part="actual"
      data-comparison={comparison ?? 'none'}
      className={comparison ? `figure ${comparison}` : 'figure'}
      title={comparison ? labels.compare[comparison] : undefined}
    >
      {localizeFigure(event.actual, lang)}
      {arrow ? <span aria-hidden="true"> {arrow}</span> : null}
      {comparison ? <span className="sr-only"> ({labels.compare[comparison]})</span> : null}
    </span>
  );
}

const FLAG_KINDS: readonly [keyof EconomicEvent, FlagName, string][] = [
  ['is_tentative', 'tentative', 'tone-info'],
  ['is_preliminary', 'preliminary', 'tone-neutral'],
  ['is_report', 'report', 'tone-neutral'],
  ['is_speech', 'speech', 'tone-info'],
];

export function EventFlags({ event, labels }: { event: EconomicEvent; labels: CalendarLabels }) {
  const shown = FLAG_KINDS.filter(([field]) => event[field] === true);
  if (shown.length === 0) return null;
  return (
    <span part="flags" className="flags">
      {shown.map(([field, name, tone]) => (
        <span key={field} data-flag={name} className={`pill ${tone}`}>
          {labels.flags[name]}
        </span>
      ))}
    </span>
  );
}

export function CountryCurrency({
  flag,
  currency,
  labels,
}: {
  flag: string;
  currency: string;
  labels: CalendarLabels;
}) {
  const name = countryName(flag, labels.lang);
  return (
    <span className="country" title={name}>
      <FlagIcon code={flag} />
      <span className="sr-only">{name}</span>
      {currency}
    </span>
  );
}

function shape(s: FlagShape, key: number) {
  switch (s.kind) {
    case 'rect':
      return <rect key={key} x={s.x} y={s.y} width={s.w} height={s.h} fill={s.fill} />;
    case 'circle':
      return <circle key={key} cx={s.cx} cy={s.cy} r={s.r} fill={s.fill} />;
    case 'poly':
      return <polygon key={key} points={s.points} fill={s.fill} />;
    case 'line':
      return <path key={key} d={s.d} stroke={s.stroke} strokeWidth={s.width} fill="none" />;
  }
}

/** The flag drawn in SVG (flag-shapes.ts): no emoji font needed. */
export function FlagIcon({ code }: { code: string }) {
  return (
    <svg
      className="flag"
      viewBox="0 0 30 20"
      width="18"
      height="12"
      aria-hidden="true"
      focusable="false"
      data-flag={code.toLowerCase()}
    >
      {flagShapes(code).map(shape)}
    </svg>
  );
}
