/**
 * The demo signals' "analysis screenshots": a small SVG per signal with a price path that ends
 * at the entry and the entry, stop-loss and take-profit lines. Deterministic (seeded by the
 * signal's symbol and index), so the seed gives the same pictures every time.
 */
import { seededRandom } from '../../seed/seeded-random';
import { escapeHtml } from '../../http/escape-html';

const WIDTH = 640;
const HEIGHT = 320;
const PAD = 16;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export interface ChartLevels {
  symbol: string;
  timeframe: string;
  entry: number;
  stop: number;
  target: number;
  digits: number;
}

export function demoChartSvg(levels: ChartLevels, index: number): string {
  const random = seededRandom(hash(levels.symbol) + index * 7919);
  const bars = 48;
  const span = Math.abs(levels.target - levels.stop);
  // Walk backwards from the entry so the last close is the entry.
  const closes: number[] = [levels.entry];
  for (let i = 1; i < bars; i++) {
    const prev = closes[i - 1] ?? levels.entry;
    closes.push(prev + (random() - 0.5) * span * 0.18);
  }
  closes.reverse();
  const all = [...closes, levels.stop, levels.target];
  const low = Math.min(...all);
  const high = Math.max(...all);
  const y = (price: number) =>
    PAD + ((high - price) / (high - low || 1)) * (HEIGHT - 2 * PAD - 20) + 20;
  const step = (WIDTH - 2 * PAD - 90) / (bars - 1);
  const path = closes
    .map((c, i) => `${i === 0 ? 'M' : 'L'}${(PAD + i * step).toFixed(1)},${y(c).toFixed(1)}`)
    .join(' ');
  const line = (price: number, colour: string, label: string) => {
    const yy = y(price).toFixed(1);
    return (
      `<line x1="${PAD}" x2="${WIDTH - PAD - 86}" y1="${yy}" y2="${yy}" stroke="${colour}" ` +
      `stroke-dasharray="6 4"/><text x="${WIDTH - PAD - 82}" y="${yy}" dy="4" fill="${colour}" ` +
      `font-size="12">${label} ${price.toFixed(levels.digits)}</text>`
    );
  };
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif">`,
    `<rect width="100%" height="100%" fill="#10141b"/>`,
    `<text x="${PAD}" y="${PAD + 4}" fill="#e6e9ef" font-size="14" font-weight="bold">${escapeHtml(levels.symbol)} · ${escapeHtml(levels.timeframe)}</text>`,
    `<path d="${path}" fill="none" stroke="#6ea2ff" stroke-width="2"/>`,
    line(levels.target, '#4cc17e', 'TP'),
    line(levels.entry, '#e6e9ef', 'Entry'),
    line(levels.stop, '#ff7b72', 'SL'),
    '</svg>',
  ].join('');
}
