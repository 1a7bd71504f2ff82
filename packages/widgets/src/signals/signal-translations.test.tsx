// A signal's analysis text and analysis type in the widget's language, from the
// signal's translations, falling back to the plain fields when its language is missing
// (decision 0121). The card and the chart modal show the same.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { TradingSignal } from '@savdo/contract';
import { SignalCard, SignalChartModal } from '@savdo/widgets';
import { resetSignals, signal, signalsApiFake } from '../../../../tests/kit/signals-fixtures';

const EN = 'Breakout above resistance with rising volume.';
const UZ = 'Qarshilik darajasi savdo hajmi oshgan holda yorib oʻtildi.';
const RU = 'Пробой сопротивления на растущем объёме.';

/** Translated into uz and ru only: en and any other language read the plain fields. */
const translated = (): TradingSignal =>
  signal({
    description: EN,
    analysis_type: 'Technical',
    translations: {
      uz: { description: UZ, analysis_type: 'Texnik tahlil' },
      ru: { description: RU, analysis_type: 'Технический анализ' },
    },
  });

function renderCard(s: TradingSignal) {
  return render(
    <SignalCard signal={s} timeZone="tashkent" lockedLink={{ href: '/signup', kind: 'signUp' }} />,
  );
}

describe('signal card: texts in the widget language', () => {
  it('shows the Uzbek description and analysis type in uz', async () => {
    await resetSignals('uz');
    renderCard(translated());
    expect(screen.getByText(UZ)).toBeTruthy();
    expect(screen.getByText('Texnik tahlil')).toBeTruthy();
    expect(screen.queryByText(EN)).toBeNull();
  });

  it('shows the Russian in ru', async () => {
    await resetSignals('ru');
    renderCard(translated());
    expect(screen.getByText(RU)).toBeTruthy();
    expect(screen.getByText('Технический анализ')).toBeTruthy();
    expect(screen.queryByText(UZ)).toBeNull();
  });

  it('falls back to description and analysis_type when the language is missing', async () => {
    await resetSignals('en');
    renderCard(translated());
    expect(screen.getByText(EN)).toBeTruthy();
    expect(screen.getByText('Technical')).toBeTruthy();
  });

  it('falls back per field: a translation without an analysis type keeps the plain one', async () => {
    await resetSignals('ru');
    renderCard(
      signal({
        description: EN,
        analysis_type: 'Technical',
        translations: { ru: { description: RU, analysis_type: null } },
      }),
    );
    expect(screen.getByText(RU)).toBeTruthy();
    expect(screen.getByText('Technical')).toBeTruthy();
  });

  it('a signal without translations shows its plain fields in any language', async () => {
    await resetSignals('uz');
    renderCard(signal({ description: EN, translations: null }));
    expect(screen.getByText(EN)).toBeTruthy();
  });
});

describe('signal chart modal: texts in the widget language', () => {
  it('shows the Uzbek description and analysis type in uz', async () => {
    await resetSignals('uz');
    const s = translated();
    signalsApiFake({ one: () => ({ status: 200, body: { result: s } }) });
    render(<SignalChartModal signalId={s.id} onClose={() => undefined} />);
    expect(await screen.findByText(UZ)).toBeTruthy();
    expect(screen.getByText('Texnik tahlil')).toBeTruthy();
  });
});
