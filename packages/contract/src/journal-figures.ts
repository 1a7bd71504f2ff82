/**
 * A journal trade's figures from its prices, written once for the form (which shows them live)
 * and the server (which stores them): docs/decisions/0317-journal-figures-from-prices.md.
 *
 *   P&L  = direction sign x (exit - entry) x size x point value - fees
 *   risk = |entry - stop| x size x point value
 *   R    = P&L / risk
 *
 * The arithmetic is exact decimal (bigint digits and a scale), rounded once at the end to
 * cents, so 0.1 x 3 is 0.30 and a stored P&L never carries float noise.
 */
import type { TradeDirection } from './journal';

/** A decimal: `units` x 10^-scale. */
interface Decimal {
  units: bigint;
  scale: number;
}

const TEN = BigInt(10);
const ZERO = BigInt(0);
const pow10 = (n: number): bigint => TEN ** BigInt(n);

/** A finite number as the decimal it prints as: its shortest text that reads back exactly. */
function decimalOf(value: number): Decimal {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) return { units: ZERO, scale: 0 };
  const [, sign, whole, fraction = '', exp = '0'] = match;
  let units = BigInt(`${sign}${whole}${fraction}`);
  let scale = fraction.length - Number(exp);
  if (scale < 0) {
    units *= pow10(-scale);
    scale = 0;
  }
  return { units, scale };
}

function aligned(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
}

function minus(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = aligned(a, b);
  return { units: x - y, scale };
}

function times(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** Rounded half away from zero to `places` decimals, as a number. */
function rounded(d: Decimal, places: number): number {
  if (d.scale <= places) return Number(d.units) / Number(pow10(d.scale));
  const divisor = pow10(d.scale - places);
  const negative = d.units < ZERO;
  const abs = negative ? -d.units : d.units;
  let q = abs / divisor;
  if ((abs % divisor) * BigInt(2) >= divisor) q += BigInt(1);
  const text = q.toString().padStart(places + 1, '0');
  const out = `${text.slice(0, text.length - places)}.${text.slice(text.length - places)}`;
  return Number(negative ? `-${out}` : out);
}

/** The price fields of an entry (all optional: a typed P&L needs none of them). */
export interface JournalPriceFields {
  direction: TradeDirection;
  entry_price?: number | null;
  exit_price?: number | null;
  /** Lots or units, whatever the point value is quoted for. */
  size?: number | null;
  /** Account dollars per 1.0 of price per 1 of size (1 when absent: a stock, a coin). */
  point_value?: number | null;
  /** Commission and swap paid, in dollars (negative: a credit). */
  fees?: number | null;
  stop_price?: number | null;
}

/** What the prices give; risk and R are null without a stop (or with a stop at the entry). */
export interface JournalFigures {
  pnl: number;
  win: boolean;
  risk: number | null;
  r: number | null;
}

const given = (value: number | null | undefined): value is number =>
  value !== undefined && value !== null && Number.isFinite(value);

/**
 * Which price rule the fields break, or undefined: entry and size come together, an exit needs
 * both (one without the others computes nothing), and a stop needs an entry to measure the risk
 * from. Entry and size without an exit are a trade whose figures are typed: an exit not yet
 * known, or cleared (docs/decisions/0325-journal-clearing-prices.md).
 */
export function journalPriceProblem(
  fields: Omit<JournalPriceFields, 'direction'>,
): 'pricesIncomplete' | 'stopWithoutEntry' | undefined {
  const entry = given(fields.entry_price);
  if (entry !== given(fields.size) || (given(fields.exit_price) && !entry))
    return 'pricesIncomplete';
  if (given(fields.stop_price) && !given(fields.entry_price)) return 'stopWithoutEntry';
  return undefined;
}

/** R multiple to 4 decimals; null without a risk. */
export function journalR(pnl: number, risk: number | null): number | null {
  if (risk === null || !(risk > 0)) return null;
  return Math.round((pnl / risk) * 10_000) / 10_000;
}

/** Risk in dollars from entry and stop, or null when either is missing or they are equal. */
export function journalRisk(fields: JournalPriceFields): number | null {
  const { entry_price: entry, stop_price: stop, size } = fields;
  if (!given(entry) || !given(stop) || !given(size)) return null;
  const distance = minus(decimalOf(entry), decimalOf(stop));
  if (distance.units < ZERO) distance.units = -distance.units;
  const risk = rounded(
    times(times(distance, decimalOf(size)), decimalOf(fields.point_value ?? 1)),
    2,
  );
  return risk > 0 ? risk : null;
}

/** The figures, or null when entry, exit and size are not all given. */
export function journalFiguresFromPrices(fields: JournalPriceFields): JournalFigures | null {
  const { entry_price: entry, exit_price: exit, size } = fields;
  if (!given(entry) || !given(exit) || !given(size)) return null;
  const move =
    fields.direction === 'short'
      ? minus(decimalOf(entry), decimalOf(exit))
      : minus(decimalOf(exit), decimalOf(entry));
  const gross = times(times(move, decimalOf(size)), decimalOf(fields.point_value ?? 1));
  const pnl = rounded(minus(gross, decimalOf(fields.fees ?? 0)), 2);
  const risk = journalRisk(fields);
  return { pnl, win: pnl > 0, risk, r: journalR(pnl, risk) };
}
