// DateField writes and reads dates in the interface language, not the browser's
// (docs/decisions/0306-date-and-file-controls-follow-the-interface-language.md): the value
// stays ISO, a text that names no date or one out of range is refused with a message, and the
// month picker, loaded on first open, names months and weekdays in the interface language.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Language } from '@savdo/contract';
import { DateField, LanguageContext } from '@savdo/ui';
import { parseDateText } from './date-text';

function Field({
  lang,
  initial = '',
  onChange = () => undefined,
  min,
  max,
}: {
  lang: Language;
  initial?: string;
  onChange?: (value: string) => void;
  min?: string;
  max?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <LanguageContext.Provider value={lang}>
      <DateField
        label="Trade date"
        value={value}
        min={min}
        max={max}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </LanguageContext.Provider>
  );
}

const input = () => screen.getByLabelText('Trade date') as HTMLInputElement;

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.blur(input());
}

describe('DateField', () => {
  it.each(['uz', 'ru'] as const)('a date field writes and reads dd.mm.yyyy in %s', (lang) => {
    const onChange = vi.fn();
    render(<Field lang={lang} initial="2026-11-22" onChange={onChange} />);
    expect(input().value).toBe('22.11.2026');
    expect(input().type).toBe('text');
    expect(input().placeholder).toBe(lang === 'uz' ? 'kk.oo.yyyy' : 'дд.мм.гггг');
    type('01.02.2027');
    expect(onChange).toHaveBeenLastCalledWith('2027-02-01');
    expect(input().value).toBe('01.02.2027');
  });

  it("en shows the product's 22 Nov 2026 and reads day-first numbers and month names", () => {
    const onChange = vi.fn();
    render(<Field lang="en" initial="2026-11-22" onChange={onChange} />);
    expect(input().value).toBe('22 Nov 2026');
    expect(input().placeholder).toBe('dd.mm.yyyy');
    type('3/4/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-04-03');
    expect(input().value).toBe('3 Apr 2026');
    type('December 5, 2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-05');
    type('2026-01-09');
    expect(onChange).toHaveBeenLastCalledWith('2026-01-09');
  });

  it('reads the typed forms, and no month name outside en', () => {
    expect(parseDateText('22.11.2026', 'uz')).toBe('2026-11-22');
    expect(parseDateText('22/11/2026', 'ru')).toBe('2026-11-22');
    expect(parseDateText('2026-11-22', 'ru')).toBe('2026-11-22');
    expect(parseDateText(' 22 nov 2026 ', 'en')).toBe('2026-11-22');
    expect(parseDateText('22 Nov 2026', 'uz')).toBeNull();
    expect(parseDateText('29.02.2028', 'uz')).toBe('2028-02-29');
    expect(parseDateText('29.02.2027', 'uz')).toBeNull();
    expect(parseDateText('', 'uz')).toBe('');
  });

  it('refuses 31.02.2026 with a message and keeps the last good value', () => {
    const onChange = vi.fn();
    render(<Field lang="en" initial="2026-11-22" onChange={onChange} />);
    type('31.02.2026');
    expect(onChange).not.toHaveBeenCalled();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().dataset.value).toBe('2026-11-22');
    expect(
      screen.getByText('Enter a real date as dd.mm.yyyy (for example 22.11.2026)'),
    ).toBeTruthy();
    type('23.11.2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-23');
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a date outside min and max, in the interface language', () => {
    const onChange = vi.fn();
    render(<Field lang="ru" min="2026-11-10" max="2026-11-20" onChange={onChange} />);
    type('09.11.2026');
    expect(screen.getByText('Дата не может быть раньше 10.11.2026')).toBeTruthy();
    type('21.11.2026');
    expect(screen.getByText('Дата не может быть позже 20.11.2026')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('commits on Enter, and clearing the field gives an empty value', () => {
    const onChange = vi.fn();
    render(<Field lang="uz" initial="2026-11-22" onChange={onChange} />);
    fireEvent.change(input(), { target: { value: '5.1.2026' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('2026-01-05');
    expect(input().value).toBe('05.01.2026');
    type('');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('follows a value and a language changed from outside', () => {
    const { rerender } = render(
      <LanguageContext.Provider value="uz">
        <DateField label="Trade date" value="2026-11-22" onChange={() => undefined} />
      </LanguageContext.Provider>,
    );
    rerender(
      <LanguageContext.Provider value="en">
        <DateField label="Trade date" value="2026-03-01" onChange={() => undefined} />
      </LanguageContext.Provider>,
    );
    expect(input().value).toBe('1 Mar 2026');
  });
});

describe('the month picker', () => {
  async function openPicker(user: ReturnType<typeof userEvent.setup>, name: string) {
    await user.click(screen.getByRole('button', { name }));
    return within(await screen.findByRole('dialog'));
  }

  it('the picker names months in the interface language, weeks from Monday', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Field lang="uz" initial="2026-11-22" />);
    let picker = await openPicker(user, 'Kalendarni ochish');
    expect(picker.getByText('Noyabr 2026')).toBeTruthy();
    expect(picker.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      'Du Se Ch Pa Ju Sh Ya'.split(' '),
    );
    // 1 November 2026 is a Sunday: the grid's first row has six empty days before it.
    const firstWeek = picker.getAllByRole('row')[1]!;
    expect(within(firstWeek).getAllByRole('gridcell').at(-1)?.textContent).toBe('1');
    unmount();

    render(<Field lang="ru" initial="2026-01-15" />);
    picker = await openPicker(user, 'Открыть календарь');
    expect(picker.getByText('Январь 2026')).toBeTruthy();
    expect(picker.getAllByRole('columnheader')[0]?.textContent).toBe('Пн');
  });

  it('picks with the keyboard, closes on Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field lang="en" initial="2026-11-22" onChange={onChange} />);
    const picker = await openPicker(user, 'Open calendar');
    expect(picker.getByText('November 2026')).toBeTruthy();
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-22');
    await user.keyboard('{ArrowRight}{ArrowDown}{PageDown}');
    expect(picker.getByText('December 2026')).toBeTruthy();
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-12-30');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-30');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input().value).toBe('30 Dec 2026');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open calendar' }));

    await openPicker(user, 'Open calendar');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('does not pick a day outside min and max, and closes on a press outside', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <Field lang="en" initial="2026-11-22" max="2026-11-25" onChange={onChange} />
        <p>Elsewhere</p>
      </>,
    );
    const picker = await openPicker(user, 'Open calendar');
    const late = picker.getByRole('button', { name: '26 November 2026' });
    expect(late.closest('td')?.getAttribute('aria-disabled')).toBe('true');
    await user.click(late);
    expect(onChange).not.toHaveBeenCalled();
    await act(() => user.click(screen.getByText('Elsewhere')));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
