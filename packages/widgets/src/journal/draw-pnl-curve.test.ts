// The P&L curve's axis writes dollars as the journal does (decision 0301), not the library's
// "1357.5" beside a page of "1 357,50".
import { describe, expect, it } from 'vitest';
import { drawPnlCurve, type CurveChartsModule } from './draw-pnl-curve';

type Options = { localization?: { priceFormatter?: (price: number) => string } };

function fakeLib(seen: Options[]): CurveChartsModule {
  return {
    createChart: (_node: unknown, options: Options) => {
      seen.push(options);
      return {
        addSeries: () => ({ setData: () => undefined }),
        timeScale: () => ({ fitContent: () => undefined }),
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
