// The month picker DateField opens under its input: month and weekday names in the interface
// language, weeks from Monday, days outside min/max not choosable. It renders through Portal,
// so inside a widget it stays in the widget's shadow root, above a modal. Keys: arrows move a
// day or a week, Page Up/Down a month, Home/End the week's ends, Enter picks, Escape and Tab
// close; a press outside closes it too.
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import styled from 'styled-components';
import { token } from '../theme/tokens';
import { forwardDomProps } from '../theme/forward-props';
import { useT } from '../i18n/language-context';
import { Portal } from '../portal/portal';
import { focusRing } from '../primitives/focus-ring';
import { useFieldId } from '../primitives/use-field-id';
import { addDays, addMonths, monthWeeks, today, weekdayOf } from './month-grid';
import { datePickerStrings } from './date-picker-strings';

export { datePickerStrings };

export interface DatePickerProps {
  /** The element the picker opens under (and whose presses do not count as outside). */
  anchor: RefObject<HTMLElement | null>;
  /** ISO yyyy-mm-dd or ''. */
  value: string;
  min?: string;
  max?: string;
  onPick: (iso: string) => void;
  /** `returnFocus` is false when a press elsewhere closed it: focus goes where the user pressed. */
  onClose: (returnFocus: boolean) => void;
}

const Popup = styled.div.withConfig(forwardDomProps)`
  position: fixed;
  z-index: ${token('z-toast')};
  padding: ${token('space-3')};
  border: ${token('border-width')} solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-raised')};
  color: ${token('color-text')};
  box-shadow: ${token('shadow')};
  font-family: ${token('font-family')};
  font-size: ${token('font-size-sm')};
  & table {
    border-collapse: collapse;
  }
  & th {
    padding: ${token('space-1')};
    color: ${token('color-text-muted')};
    font-weight: 600;
  }
  & td {
    padding: 1px;
  }
  & button {
    min-width: 2.25em;
    min-height: 2.25em;
    border: 0;
    border-radius: ${token('radius-sm')};
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
    ${focusRing}
  }
  & button:hover:not(:disabled) {
    background: ${token('color-surface')};
  }
  & button[aria-current] {
    font-weight: 700;
    text-decoration: underline;
  }
  & [aria-selected='true'] button {
    background: ${token('color-accent')};
    color: ${token('color-on-accent')};
  }
  & [aria-disabled='true'] button {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
  margin-bottom: ${token('space-2')};
  font-weight: 600;
`;

const within = (iso: string, min?: string, max?: string) =>
  !(min && iso < min) && !(max && iso > max);

export default function DatePicker({ anchor, value, min, max, onPick, onClose }: DatePickerProps) {
  const t = useT(datePickerStrings);
  const titleId = useFieldId('date-picker');
  const popup = useRef<HTMLDivElement>(null);
  const start = value || today();
  const [focus, setFocus] = useState(
    within(start, min, max) ? start : min && start < min ? min : (max ?? start),
  );
  // Focus follows the focused day after a key or on open, not after a press on ‹ or ›.
  const moveFocus = useRef(true);
  const [place, setPlace] = useState({ top: 0, left: 0 });

  useLayoutEffect(() => {
    const follow = () => {
      const box = anchor.current?.getBoundingClientRect();
      const height = popup.current?.offsetHeight ?? 0;
      if (!box) return;
      // Above the field when there is no room below it.
      const below = box.bottom + 4 + height <= window.innerHeight || box.top < height + 4;
      setPlace({ top: below ? box.bottom + 4 : box.top - height - 4, left: box.left });
    };
    follow();
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
    };
  }, [anchor]);

  useEffect(() => {
    // composedPath reaches into the widget's shadow root, where the target alone would be its host.
    const outside = (event: Event) => {
      const path = event.composedPath();
      if (![popup.current, anchor.current].some((n) => n && path.includes(n))) onClose(false);
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  }, [anchor, onClose]);

  useEffect(() => {
    if (!moveFocus.current) return;
    popup.current?.querySelector<HTMLElement>(`[data-date="${focus}"]`)?.focus();
  }, [focus]);

  const [year = 0, month = 1] = focus.split('-').map(Number);
  const months = t('months').split(' ');
  const now = today();
  const go = (iso: string, byKey: boolean) => {
    moveFocus.current = byKey;
    setFocus(iso);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // The keys are the picker's: a modal around the field must not close or trap them.
    event.stopPropagation();
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focus, -1),
      ArrowRight: () => addDays(focus, 1),
      ArrowUp: () => addDays(focus, -7),
      ArrowDown: () => addDays(focus, 7),
      PageUp: () => addMonths(focus, -1),
      PageDown: () => addMonths(focus, 1),
      Home: () => addDays(focus, -weekdayOf(focus)),
      End: () => addDays(focus, 6 - weekdayOf(focus)),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      go(move(), true);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Enter' && (event.target as HTMLElement).dataset.date) {
      event.preventDefault();
      if (within(focus, min, max)) onPick(focus);
    }
  };

  return (
    <Portal>
      <Popup
        ref={popup}
        role="dialog"
        aria-label={t('label')}
        part="date-picker"
        data-savdo-date-picker=""
        style={place}
        onKeyDown={onKeyDown}
      >
        <Head>
          <button
            type="button"
            aria-label={t('previous')}
            onClick={() => go(addMonths(focus, -1), false)}
          >
            ‹
          </button>
          <span id={titleId} aria-live="polite">
            {months[month - 1]} {year}
          </span>
          <button
            type="button"
            aria-label={t('next')}
            onClick={() => go(addMonths(focus, 1), false)}
          >
            ›
          </button>
        </Head>
        <table role="grid" aria-labelledby={titleId}>
          <thead>
            <tr>
              {t('weekdays')
                .split(' ')
                .map((day) => (
                  <th key={day} scope="col">
                    {day}
                  </th>
                ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(year, month).map((week, w) => (
              <tr key={w}>
                {week.map((iso, d) =>
                  iso ? (
                    <td
                      key={iso}
                      role="gridcell"
                      aria-selected={iso === value}
                      aria-disabled={within(iso, min, max) ? undefined : true}
                    >
                      <button
                        type="button"
                        data-date={iso}
                        tabIndex={iso === focus ? 0 : -1}
                        aria-current={iso === now ? 'date' : undefined}
                        aria-label={`${Number(iso.slice(8))} ${months[month - 1]} ${year}`}
                        onClick={() => (within(iso, min, max) ? onPick(iso) : go(iso, true))}
                      >
                        {Number(iso.slice(8))}
                      </button>
                    </td>
                  ) : (
                    <td key={`-${d}`} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </Popup>
    </Portal>
  );
}
