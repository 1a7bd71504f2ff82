// Colours for lightweight-charts, read from the widget's --savdo-* theme tokens: the library
// draws on a canvas and wants colour values, not var(). Framework-free, so pure draw modules
// can use it.

/** Reads a theme token off the widget; `fallback` when the token is not set. */
export function tokenColour(element: Element, name: string, fallback: string): string {
  const value = getComputedStyle(element).getPropertyValue(`--savdo-${name}`).trim();
  return value || fallback;
}

/**
 * The colour with an alpha, for a translucent fill under a line: `#rgb` and `#rrggbb` become
 * `rgba()`, `rgb()` gains the alpha; any other form (a named colour) is answered unchanged.
 */
export function withAlpha(colour: string, alpha: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const h = hex[1]!;
    const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
    return `rgba(${r}, ${g}, ${b}, ${alpha})`;
  }
  const rgb = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)/i.exec(colour.trim());
  if (rgb) return `rgba(${rgb[1]}, ${rgb[2]}, ${rgb[3]}, ${alpha})`;
  return colour;
}

/** The attribution lightweight-charts' licence asks for: a link to TradingView on the chart. */
export const TRADINGVIEW_ATTRIBUTION = {
  href: 'https://www.tradingview.com/?utm_medium=lwc-link&utm_campaign=lwc-chart',
  title: 'Charting by TradingView',
} as const;
