// The options every chart starts from: it follows its frame's size, draws no library logo (our
// attribution link stands in; the library's <style> breaks a strict CSP), writes the time axis in
// the interface language through our own labels, and takes the theme's colours off the widget.
import { describe, expect, it } from 'vitest';
import { CHART_LOCALES, baseChartOptions, chartBaseColours, tickLabel } from '@savdo/ui/charts';

const colours = { text: '#545b66', grid: '#d4d8de', background: '#ffffff' };
const format = { locale: CHART_LOCALES.uz, tick: (s: number, k: number) => tickLabel(s, k, 'uz') };

describe('baseChartOptions', () => {
  it('follows the frame’s size and draws no library logo', () => {
    const options = baseChartOptions(colours, format);
    expect(options.autoSize).toBe(true);
    expect(options.layout.attributionLogo).toBe(false);
    expect(options.layout.background.color).toBe('#ffffff');
    expect(options.grid.horzLines.color).toBe('rgba(212, 216, 222, 0.5)');
  });

  it('labels the time axis in the interface language, and only numeric (UTC seconds) times', () => {
    const { timeScale, localization } = baseChartOptions(colours, format);
    expect(localization.locale).toBe('uz-UZ');
    const june = Date.UTC(2026, 5, 1) / 1000;
    expect(timeScale.tickMarkFormatter(june, 1)).toBe('iyn');
    expect(timeScale.tickMarkFormatter('2026-06-01', 1)).toBeNull();
  });
});

describe('chartBaseColours', () => {
  it('reads the theme tokens off the widget, with fallbacks where a token is not set', () => {
    const el = document.createElement('div');
    el.style.setProperty('--savdo-color-surface-raised', '#101418');
    document.body.append(el);
    expect(chartBaseColours(el)).toEqual({
      text: '#545b66',
      grid: '#d4d8de',
      background: '#101418',
    });
    el.remove();
  });
});
