// FileButton speaks the interface language where a native file input speaks the browser's
// (docs/decisions/0306-date-and-file-controls-follow-the-interface-language.md), and keeps the
// native input for the keyboard, forms and tests.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import type { Language } from '@savdo/contract';
import { FileButton, LanguageContext } from '@savdo/ui';

const inLanguage = (lang: Language, node: ReactNode) => (
  <LanguageContext.Provider value={lang}>{node}</LanguageContext.Provider>
);

describe('FileButton', () => {
  it.each([
    ['uz', 'Fayl tanlash', 'Fayl tanlanmagan'],
    ['ru', 'Выбрать файл', 'Файл не выбран'],
    ['en', 'Choose file', 'No file chosen'],
  ] as const)(
    "the file button's text follows the interface language (%s)",
    (lang, choose, none) => {
      render(inLanguage(lang, <FileButton />));
      expect(screen.getByLabelText(choose).getAttribute('type')).toBe('file');
      expect(screen.getByText(none)).toBeTruthy();
    },
  );

  it("names the chosen files, and forwards the input's props, ref and change", () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    render(
      inLanguage(
        'en',
        <FileButton ref={ref} name="shots" accept="image/png" multiple onChange={onChange}>
          Attach
        </FileButton>,
      ),
    );
    const input = screen.getByLabelText('Attach') as HTMLInputElement;
    expect(ref.current).toBe(input);
    expect([input.name, input.accept, input.multiple]).toEqual(['shots', 'image/png', true]);
    const files = [new File(['a'], 'a.png'), new File(['b'], 'b.png')];
    fireEvent.change(input, { target: { files } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText('a.png, b.png')).toBeTruthy();
  });

  it('shows a given name, or none beside a field that shows its own preview', () => {
    const { rerender } = render(inLanguage('ru', <FileButton fileName="chart.png" />));
    expect(screen.getByText('chart.png')).toBeTruthy();
    rerender(inLanguage('ru', <FileButton fileName={false} disabled />));
    expect(screen.queryByText('Файл не выбран')).toBeNull();
    expect((screen.getByLabelText('Выбрать файл') as HTMLInputElement).disabled).toBe(true);
  });
});
