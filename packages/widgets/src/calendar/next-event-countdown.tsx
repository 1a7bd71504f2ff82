// "Next event: USD Non-Farm Employment Change in 02:05:09", ticking every second. It ticks on
// its own so the table does not re-render each second; when the event passes, the next one
// takes its place.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { EconomicEvent } from '@savdo/contract';
import { eventName } from '@savdo/core';
import { token, useLanguage, useT } from '@savdo/ui';
import { countdownText, countdownTo, nextEvent } from './next-event';
import { calendarStrings } from './strings';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${token('space-2')};
  padding: ${token('space-2')} ${token('space-3')};
  border-radius: ${token('radius-md')};
  background: ${token('color-info-soft')};
  color: ${token('color-text')};
`;

const Label = styled.span`
  font-weight: 600;
`;

const Clock = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  color: ${token('color-info')};
`;

/** The current time, updated every second while mounted. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

const CLOCK_MARK = '\u0000';

export function NextEventCountdown({ events }: { events: readonly EconomicEvent[] }) {
  const t = useT(calendarStrings);
  const lang = useLanguage();
  const now = useNow();
  const next = nextEvent(events, now);
  if (!next) {
    return (
      <Box part="countdown" data-next-event="">
        {t('noUpcoming')}
      </Box>
    );
  }
  const left = countdownText(countdownTo(Date.parse(next.time), now), (count) =>
    t('countdown.days', { count }),
  );
  // The sentence's word order is the language's; the clock inside it is emphasised.
  const [before = '', after = ''] = t('nextEventIn', {
    event: `${next.currency} ${eventName(next, lang)}`,
    countdown: CLOCK_MARK,
  }).split(CLOCK_MARK);
  return (
    <Box part="countdown" data-next-event={next.id}>
      <Label>{t('nextEvent')}:</Label>
      <span role="timer">
        {before}
        <Clock>{left}</Clock>
        {after}
      </span>
    </Box>
  );
}
