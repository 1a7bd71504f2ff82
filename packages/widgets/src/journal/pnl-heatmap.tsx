// The calendar heatmap of daily P&L: plain SVG, one square per day, a column per week (Monday
// on top), green for a profitable day and red for a losing one, stronger for larger amounts.
// Every day with trades names its date, P&L and trade count (title and aria-label). The month's
// short name heads the week its first Monday falls in, and Monday, Wednesday and Friday name
// their rows, in the interface language (names from the journal's strings).
import { memo } from 'react';
import styled from 'styled-components';
import type { JournalDay } from '@savdo/contract';
import { token } from '@savdo/ui';

const DAY_MS = 24 * 60 * 60_000;
const CELL = 12;
const GAP = 3;
/** Room left of the squares for the weekday names, above them for the month names. */
const LEFT = 24;
const TOP = 14;
/** Weekday rows that carry a name (Monday first): every other one, as calendars do. */
const NAMED_ROWS = new Set([0, 2, 4]);
/** The first column's month name needs this many weeks of room before the next one. */
const MONTH_LABEL_WEEKS = 3;
/** At most a year of weeks; by default about four months. */
export const HEATMAP_MAX_WEEKS = 53;
export const HEATMAP_DEFAULT_WEEKS = 17;

const Figure = styled.figure`
  margin: 0;
  overflow-x: auto;
  svg {
    display: block;
  }
  .empty {
    fill: ${token('color-border')};
  }
  .win {
    fill: ${token('color-success')};
  }
  .loss {
    fill: ${token('color-danger')};
  }
  .flat {
    fill: ${token('color-text-muted')};
  }
  text {
    fill: ${token('color-text-muted')};
    font-size: 10px;
  }
`;

const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (text: string) => Date.parse(`${text}T00:00:00Z`);

/** The days shown: whole weeks from a Monday to the week of `end`. */
export function heatmapRange(
  days: readonly JournalDay[],
  today: string,
  from?: string,
  to?: string,
): { start: number; weeks: number } {
  // The weeks up to the range's end, else the latest trading day (an old journal still shows
  // its trades), else today.
  const end = dayMs(to ?? days[days.length - 1]?.date ?? today);
  const endMonday = end - ((new Date(end).getUTCDay() + 6) % 7) * DAY_MS;
  let start = from ? dayMs(from) : endMonday - (HEATMAP_DEFAULT_WEEKS - 1) * 7 * DAY_MS;
  start -= ((new Date(start).getUTCDay() + 6) % 7) * DAY_MS;
  const weeks = Math.min(
    HEATMAP_MAX_WEEKS,
    Math.max(1, Math.round((endMonday - start) / (7 * DAY_MS)) + 1),
  );
  return { start: endMonday - (weeks - 1) * 7 * DAY_MS, weeks };
}

export interface PnlHeatmapProps {
  days: readonly JournalDay[];
  label: string;
  /** The text of one day: its date, P&L and trade count. */
  describe: (day: JournalDay) => string;
  today: string;
  from?: string;
  to?: string;
  /** Twelve short month names, January first. */
  monthNames: readonly string[];
  /** Seven short weekday names, Monday first. */
  weekdayNames: readonly string[];
}

/** Where each month's name goes: the week its first Monday is in (the first one if there is room). */
export function monthLabels(start: number, weeks: number): { week: number; month: number }[] {
  const starts: { week: number; month: number }[] = [];
  for (let w = 0; w < weeks; w++) {
    const month = new Date(start + w * 7 * DAY_MS).getUTCMonth();
    if (starts[starts.length - 1]?.month !== month) starts.push({ week: w, month });
  }
  // The first column's month, when it is only the tail of a month, gives way to the next name
  // (later months start four or five weeks apart: always room).
  if (starts.length > 1 && starts[1]!.week - starts[0]!.week < MONTH_LABEL_WEEKS) starts.shift();
  return starts;
}

export const PnlHeatmap = memo(function PnlHeatmap({
  days,
  label,
  describe,
  today,
  from,
  to,
  monthNames,
  weekdayNames,
}: PnlHeatmapProps) {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const { start, weeks } = heatmapRange(days, today, from, to);
  const largest = Math.max(1, ...days.map((d) => Math.abs(d.pnl)));
  const cells = [];
  for (let w = 0; w < weeks; w++) {
    for (let d = 0; d < 7; d++) {
      const ms = start + (w * 7 + d) * DAY_MS;
      const date = dayText(ms);
      const day = byDate.get(date);
      const x = LEFT + w * (CELL + GAP);
      const y = TOP + d * (CELL + GAP);
      if (!day) {
        cells.push(
          <rect key={date} className="empty" x={x} y={y} width={CELL} height={CELL} rx={2} />,
        );
        continue;
      }
      const kind = day.pnl > 0 ? 'win' : day.pnl < 0 ? 'loss' : 'flat';
      const text = describe(day);
      cells.push(
        <rect
          key={date}
          className={kind}
          x={x}
          y={y}
          width={CELL}
          height={CELL}
          rx={2}
          opacity={0.35 + 0.65 * (Math.abs(day.pnl) / largest)}
          data-date={date}
          data-pnl={day.pnl}
          role="img"
          aria-label={text}
        >
          <title>{text}</title>
        </rect>,
      );
    }
  }
  const labels = [
    ...monthLabels(start, weeks).map(({ week, month }) => (
      <text key={`m${week}`} x={LEFT + week * (CELL + GAP)} y={TOP - 4} data-month={month + 1}>
        {monthNames[month]}
      </text>
    )),
    ...[...NAMED_ROWS].map((d) => (
      <text key={`d${d}`} x={0} y={TOP + d * (CELL + GAP) + CELL - 2} data-weekday={d + 1}>
        {weekdayNames[d]}
      </text>
    )),
  ];
  return (
    <Figure part="pnl-heatmap">
      <svg
        width={LEFT + weeks * (CELL + GAP)}
        height={TOP + 7 * (CELL + GAP)}
        role="group"
        aria-label={label}
      >
        {/* The names are for the eye; each day's own label already names its date. */}
        <g aria-hidden="true">{labels}</g>
        {cells}
      </svg>
    </Figure>
  );
});
