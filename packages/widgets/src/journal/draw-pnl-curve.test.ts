// The P&L curve's axis writes dollars as the journal does (decision 0301), not the library's
// "1357.5" beside a page of "1 357,50".
import { describe, expect, it } from 'vitest';
import { drawPnlCurve, type CurveChartsModule } from './draw-pnl-curve';

type Options = { localization?: { priceFormatter?: (price: number) => string } };

function fakeLib(seen: Options[], calls: string[] = []): CurveChartsModule {
  return {
    createChart: (_node: unknown, options: Options) => {
      seen.push(options);
      calls.push('createChart');
      return {
        addSeries: () => ({ setData: () => calls.push('setData') }),
        timeScale: () => ({ fitContent: () => calls.push('fitContent') }),
        remove: () => undefined,
      };
    },
    BaselineSeries: {},
  } as unknown as CurveChartsModule;
}

const colours = { text: '#000', background: '#fff', grid: '#ccc', up: '#0a0', down: '#a00' };

describe('P&L curve axis', () => {
  it('rule 0301: the price axis uses the page number format (uz, ru: decimal comma)', () => {
    for (const [lang, text] of [
      ['uz', '1\u202F357,50'],
      ['ru', '1\u202F357,50'],
      ['en', '1\u202F357.50'],
    ] as const) {
      const seen: Options[] = [];
      drawPnlCurve(fakeLib(seen), document.createElement('div'), [], colours, lang);
      expect(seen[0]?.localization?.priceFormatter?.(1357.5)).toBe(text);
    }
  });
});

describe('P&L curve drawn in two tasks', () => {
  it('creates the chart first and sets its points only in fill (decision 0329)', () => {
    const calls: string[] = [];
    const curve = [
      { entry_id: 1, date: '2026-11-02', pnl: 12.5, cumulative_pnl: 12.5 },
      { entry_id: 2, date: '2026-11-02', pnl: -15.5, cumulative_pnl: -3 },
    ];
    const drawn = drawPnlCurve(
      fakeLib([], calls),
      document.createElement('div'),
      curve,
      colours,
      'uz',
    );
    expect(calls).toEqual(['createChart']);
    drawn.fill();
    expect(calls).toEqual(['createChart', 'setData', 'fitContent']);
  });
});
