/**
 * The demo banners' pictures: one wide SVG each (1200x360), a gradient with a candlestick
 * chart and a trend line, deterministic so the seed gives the same pictures every time. The
 * title is not in the picture: the carousel lays it over the image in the reader's language.
 */
import { seededRandom } from '../../seed/seeded-random';
export interface BannerArtStyle {
  from: string;
  to: string;
  accent: string;
  seed: number;
}

const WIDTH = 1200;
const HEIGHT = 360;

export function bannerArtSvg(style: BannerArtStyle): string {
  const random = seededRandom(style.seed);
  const candles: string[] = [];
  const points: string[] = [];
  let price = 200;
  const count = 28;
  const step = 560 / count;
  for (let i = 0; i < count; i++) {
    const open = price;
    price = Math.max(60, Math.min(320, price + (random() - 0.42) * 34));
    const close = price;
    const high = Math.min(open, close) - random() * 18;
    const low = Math.max(open, close) + random() * 18;
    const x = 600 + i * step + step / 2;
    const up = close < open; // smaller y is higher on screen
    const colour = up ? '#3ddc97' : '#ff6b6b';
    candles.push(
      `<line x1="${x.toFixed(1)}" y1="${high.toFixed(1)}" x2="${x.toFixed(1)}" y2="${low.toFixed(1)}" stroke="${colour}" stroke-width="2" opacity="0.85"/>` +
        `<rect x="${(x - step * 0.3).toFixed(1)}" y="${Math.min(open, close).toFixed(1)}" width="${(step * 0.6).toFixed(1)}" height="${Math.max(2, Math.abs(close - open)).toFixed(1)}" rx="1.5" fill="${colour}" opacity="0.9"/>`,
    );
    points.push(`${x.toFixed(1)},${((open + close) / 2 - 24).toFixed(1)}`);
  }
  const circles = Array.from({ length: 6 }, () => {
    const r = 30 + random() * 90;
    return `<circle cx="${(random() * 520).toFixed(0)}" cy="${(random() * HEIGHT).toFixed(0)}" r="${r.toFixed(0)}" fill="#ffffff" opacity="${(0.04 + random() * 0.06).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${style.from}"/><stop offset="1" stop-color="${style.to}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
${circles}
<g stroke="#ffffff" stroke-opacity="0.08">${Array.from({ length: 6 }, (_, i) => `<line x1="560" y1="${40 + i * 56}" x2="1180" y2="${40 + i * 56}"/>`).join('')}</g>
${candles.join('')}
<polyline points="${points.join(' ')}" fill="none" stroke="${style.accent}" stroke-width="3" stroke-linejoin="round" opacity="0.9"/>
</svg>`;
}
