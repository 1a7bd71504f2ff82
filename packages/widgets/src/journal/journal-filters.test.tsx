// The journal's date filters are typed in the interface language and send ISO dates
// (docs/decisions/0306-date-and-file-controls-follow-the-interface-language.md).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { JournalFiltersForm } from './journal-filters';
import { resetAll } from '../../../../tests/kit/auth-test-helpers';

beforeEach(() => resetAll('en'));

describe('journal date filters', () => {
  it('a typed 22.11.2026 filters from 2026-11-22; a To before it is refused', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <JournalFiltersForm
        symbolText=""
        onSymbolText={() => undefined}
        filters={{}}
        onChange={onChange}
        onClear={() => undefined}
      />,
    );
    const from = screen.getByLabelText('From') as HTMLInputElement;
    fireEvent.change(from, { target: { value: '22.11.2026' } });
    fireEvent.blur(from);
    expect(onChange).toHaveBeenLastCalledWith({ from_date: '2026-11-22' });
    rerender(
      <JournalFiltersForm
        symbolText=""
        onSymbolText={() => undefined}
        filters={{ from_date: '2026-11-22' }}
        onChange={onChange}
        onClear={() => undefined}
      />,
    );
    expect(from.value).toBe('22 Nov 2026');
    const to = screen.getByLabelText('To');
    fireEvent.change(to, { target: { value: '21.11.2026' } });
    fireEvent.blur(to);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText('The date cannot be before 22 Nov 2026')).toBeTruthy();
  });
});
