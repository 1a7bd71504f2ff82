/**
 * Small candlestick chart PNGs for the demo journal (the journal accepts raster images only, so
 * the signals' SVG charts cannot be reused). Drawn into an RGB buffer and encoded here: no image
 * library for a few kilobytes of demo pictures.
 */
import { crc32, deflateSync } from 'node:zlib';
import { seededRandom } from '../../seed/seeded-random';

const W = 320;
const H = 180;
type Rgb = [number, number, number];
const BG: Rgb = [17, 24, 39];
const GRID: Rgb = [31, 41, 55];
const UP: Rgb = [34, 197, 94];
const DOWN: Rgb = [239, 68, 68];
const MARK: Rgb = [250, 204, 21];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(pixels: Buffer, width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0; // filter: none
    pixels.copy(raw, y * (width * 3 + 1) + 1, y * width * 3, (y + 1) * width * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A chart of 40 candles drifting up (`trend` > 0) or down; `markAt` draws the entry line at
 * that candle (the "before" charts) and nothing when null.
 */
export function demoChartPng(seed: number, trend: number, markAt: number | null = 30): Uint8Array {
  const px = Buffer.alloc(W * H * 3);
  const set = (x: number, y: number, c: Rgb) => {
    if (x < 0 || y < 0 || x >= W || y >= H) return;
    px.set(c, (y * W + x) * 3);
  };
  for (let i = 0; i < W * H; i++) px.set(BG, i * 3);
  for (let y = 20; y < H; y += 40) for (let x = 0; x < W; x++) set(x, y, GRID);

  const next = seededRandom(seed);
  const candles: { o: number; c: number; h: number; l: number }[] = [];
  let price = 100;
  for (let i = 0; i < 40; i++) {
    const o = price;
    const c = o + (next() - 0.5 + trend * 0.25) * 3;
    candles.push({ o, c, h: Math.max(o, c) + next() * 1.5, l: Math.min(o, c) - next() * 1.5 });
    price = c;
  }
  const hi = Math.max(...candles.map((k) => k.h));
  const lo = Math.min(...candles.map((k) => k.l));
  const y = (v: number) => Math.round(10 + ((hi - v) / (hi - lo || 1)) * (H - 20));
  candles.forEach((k, i) => {
    const x = 6 + i * 8;
    const color = k.c >= k.o ? UP : DOWN;
    for (let yy = y(k.h); yy <= y(k.l); yy++) set(x + 2, yy, color);
    for (let yy = y(Math.max(k.o, k.c)); yy <= y(Math.min(k.o, k.c)); yy++)
      for (let xx = x; xx < x + 5; xx++) set(xx, yy, color);
  });
  const mark = markAt === null ? undefined : candles[markAt];
  if (mark) for (let x = 0; x < W; x += 2) set(x, y(mark.c), MARK);
  return encodePng(px, W, H);
}
