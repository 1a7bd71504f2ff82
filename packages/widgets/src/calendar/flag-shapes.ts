// Country and currency-area flags drawn as small SVG shapes (viewBox 0 0 30 20), so the
// calendar shows them on systems without an emoji font with flags (Windows has none, and
// many Linux desktops). Simplified on purpose: at 18 x 12 px only the layout and colours read.
// Each flag is a list of shapes; unknown codes get a neutral plate.

export type FlagShape =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; fill: string }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: string }
  | { kind: 'poly'; points: string; fill: string }
  | { kind: 'line'; d: string; stroke: string; width: number };

const W = 30;
const H = 20;
const rect = (x: number, y: number, w: number, h: number, fill: string): FlagShape => ({
  kind: 'rect',
  x,
  y,
  w,
  h,
  fill,
});
const circle = (cx: number, cy: number, r: number, fill: string): FlagShape => ({
  kind: 'circle',
  cx,
  cy,
  r,
  fill,
});
const poly = (points: string, fill: string): FlagShape => ({ kind: 'poly', points, fill });
const line = (d: string, stroke: string, width: number): FlagShape => ({
  kind: 'line',
  d,
  stroke,
  width,
});

/** Equal horizontal stripes, top to bottom. */
const across = (...colors: string[]) =>
  colors.map((c, i) => rect(0, (i * H) / colors.length, W, H / colors.length, c));
/** Equal vertical stripes, left to right. */
const down = (...colors: string[]) =>
  colors.map((c, i) => rect((i * W) / colors.length, 0, W / colors.length, H, c));
/** A Nordic cross on `bg`. */
const nordic = (bg: string, cross: string, inner?: string) => [
  rect(0, 0, W, H, bg),
  rect(8, 0, 5, H, cross),
  rect(0, 7.5, W, 5, cross),
  ...(inner ? [rect(9.25, 0, 2.5, H, inner), rect(0, 8.75, W, 2.5, inner)] : []),
];
/** A five-pointed star centred at (x, y) with outer radius r. */
function star(x: number, y: number, r: number, fill: string): FlagShape {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(
      `${(x + radius * Math.cos(angle)).toFixed(2)},${(y + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return poly(points.join(' '), fill);
}
/** The Union Jack in the box (0, 0, w, h). */
const unionJack = (w: number, h: number): FlagShape[] => [
  rect(0, 0, w, h, '#012169'),
  line(`M0,0L${w},${h}M${w},0L0,${h}`, '#fff', h / 5),
  line(`M0,0L${w},${h}M${w},0L0,${h}`, '#c8102e', h / 15),
  rect(w * 0.42, 0, w * 0.16, h, '#fff'),
  rect(0, h * 0.38, w, h * 0.24, '#fff'),
  rect(w * 0.45, 0, w * 0.1, h, '#c8102e'),
  rect(0, h * 0.42, w, h * 0.16, '#c8102e'),
];
const ring = (n: number, cx: number, cy: number, r: number, dot: number, fill: string) =>
  Array.from({ length: n }, (_, i) =>
    circle(
      cx + r * Math.cos((i * 2 * Math.PI) / n),
      cy + r * Math.sin((i * 2 * Math.PI) / n),
      dot,
      fill,
    ),
  );

const RED = '#d52b1e';
const WHITE = '#fff';

export const FLAG_SHAPES: Readonly<Record<string, readonly FlagShape[]>> = {
  us: [
    rect(0, 0, W, H, WHITE),
    ...Array.from({ length: 7 }, (_, i) => rect(0, (i * 2 * H) / 13, W, H / 13, '#b22234')),
    rect(0, 0, 12, (7 * H) / 13, '#3c3b6e'),
  ],
  eu: [rect(0, 0, W, H, '#039'), ...ring(12, 15, 10, 6, 0.9, '#fc0')],
  gb: unionJack(W, H),
  jp: [rect(0, 0, W, H, WHITE), circle(15, 10, 6, '#bc002d')],
  cn: [rect(0, 0, W, H, '#de2910'), star(6, 6, 3.6, '#ffde00')],
  de: across('#000', '#dd0000', '#ffce00'),
  ru: across(WHITE, '#0039a6', RED),
  fr: down('#002395', WHITE, '#ed2939'),
  it: down('#009246', WHITE, '#ce2b37'),
  es: [rect(0, 0, W, H, '#aa151b'), rect(0, 5, W, 10, '#f1bf00')],
  ch: [rect(0, 0, W, H, RED), rect(13, 4, 4, 12, WHITE), rect(9, 8, 12, 4, WHITE)],
  ca: [
    rect(0, 0, W, H, WHITE),
    rect(0, 0, 7.5, H, RED),
    rect(22.5, 0, 7.5, H, RED),
    poly('15,4 18.5,10 15,16 11.5,10', RED),
  ],
  au: [
    rect(0, 0, W, H, '#012169'),
    ...unionJack(15, 10),
    star(7.5, 15, 2.2, WHITE),
    star(23, 4.5, 1.3, WHITE),
    star(19.5, 9.5, 1.3, WHITE),
    star(26, 8.5, 1.3, WHITE),
    star(23, 16, 1.3, WHITE),
  ],
  nz: [
    rect(0, 0, W, H, '#012169'),
    ...unionJack(15, 10),
    star(23, 5, 1.5, '#c8102e'),
    star(20, 10, 1.5, '#c8102e'),
    star(26, 9.5, 1.5, '#c8102e'),
    star(23, 16, 1.5, '#c8102e'),
  ],
  uz: [
    rect(0, 0, W, 6.4, '#0099b5'),
    rect(0, 6.4, W, 0.6, '#ce1126'),
    rect(0, 7, W, 6, WHITE),
    rect(0, 13, W, 0.6, '#ce1126'),
    rect(0, 13.6, W, 6.4, '#1eb53a'),
    circle(5, 3.2, 2.2, WHITE),
    circle(5.9, 3.2, 2, '#0099b5'),
  ],
  sa: [rect(0, 0, W, H, '#006c35'), rect(7, 12, 16, 1.5, WHITE)],
  in: [...across('#f93', WHITE, '#128807'), circle(15, 10, 2.4, '#000080')],
  kr: [rect(0, 0, W, H, WHITE), circle(15, 10, 5, '#cd2e3a'), circle(15, 12.2, 2.8, '#0047a0')],
  br: [
    rect(0, 0, W, H, '#009c3b'),
    poly('15,2 28,10 15,18 2,10', '#ffdf00'),
    circle(15, 10, 4.5, '#002776'),
  ],
  mx: down('#006847', WHITE, '#ce1126'),
  tr: [
    rect(0, 0, W, H, '#e30a17'),
    circle(11, 10, 5, WHITE),
    circle(12.3, 10, 4, '#e30a17'),
    star(17, 10, 2.2, WHITE),
  ],
  se: nordic('#006aa7', '#fecc00'),
  no: nordic('#ba0c2f', WHITE, '#00205b'),
  dk: nordic('#c8102e', WHITE),
  pl: across(WHITE, '#dc143c'),
  sg: [...across('#ef3340', WHITE), circle(6, 5, 3, WHITE), circle(7.2, 5, 2.8, '#ef3340')],
  hk: [rect(0, 0, W, H, '#de2910'), circle(15, 10, 4, WHITE)],
  kz: [rect(0, 0, W, H, '#00afca'), circle(15, 9, 4, '#fec50c')],
  za: [
    ...across('#e03c31', WHITE, '#001489'),
    poly('0,0 12,10 0,20', '#007749'),
    poly('0,3 8.5,10 0,17', '#000'),
  ],
};

/** The shapes of a two-letter code's flag; a neutral plate for codes without a drawing. */
export function flagShapes(code: string): readonly FlagShape[] {
  return FLAG_SHAPES[code.toLowerCase()] ?? [rect(0, 0, W, H, '#c5ccd6')];
}
