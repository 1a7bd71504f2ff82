/**
 * The demo feed's price: a pure function of (symbol seed, time), so every process, every reload
 * and every range agree on every candle without storing one (decision 0260). The log price is a
 * sum of value-noise octaves whose amplitudes grow with the square root of their period, which
 * moves like a random walk over minutes to months but stays near the symbol's usual level over
 * a year. The octaves shorter than a day are scaled by a slowly wandering volatility, so calm
 * and busy stretches cluster as in real markets.
 */

/** The finest octave's lattice step: a new random value every 15 seconds. */
const FINEST_STEP_S = 15;
/** 15 s * 2^21 is about a year: the longest swing. */
const OCTAVES = 22;
/** Octaves below this index (15 s .. about 8.5 h) are the intraday ones volatility scales. */
const INTRADAY_OCTAVES = 12;
/**
 * Octaves from this index on (about 45 days and longer) are damped, so a year's drift stays
 * within what the symbol's chart usually shows instead of wandering like an unbounded walk.
 */
const LONG_OCTAVES = 18;
const LONG_DAMPING = 0.6;
/** Volatility regime lattice: a new calm-or-busy level about every 2.5 days. */
const REGIME_STEP_S = 2.5 * 86_400;
/** How far the regime moves volatility: exp(+-0.45) is about 0.64x to 1.57x. */
const REGIME_STRENGTH = 0.45;
/**
 * Calibration of value noise to a random walk: with this factor the standard deviation of a
 * day's log return is close to the annual volatility / sqrt(365) (checked by a test).
 */
const WALK_FACTOR = 0.78;
const SECONDS_PER_YEAR = 365 * 86_400;

/** A 32-bit integer hash of three integers, mapped to [-1, 1). */
export function hashUnit(seed: number, a: number, b: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (a >>> 0), 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h ^ (b >>> 0), 0x27d4eb2f);
  h ^= h >>> 13;
  h = Math.imul(h, 0x165667b1);
  h ^= h >>> 16;
  return (h >>> 0) / 2_147_483_648 - 1;
}

/** Smooth value noise: hashed values on a lattice of `step` seconds, eased between. */
function valueNoise(seed: number, octave: number, t: number, step: number): number {
  const x = t / step;
  const i = Math.floor(x);
  const f = x - i;
  // The lattice index may pass 2^32 for long steps only in the far future; split it anyway.
  const lo = i % 4_294_967_296;
  const a = hashUnit(seed + octave, lo, octave);
  const b = hashUnit(seed + octave, lo + 1, octave);
  const eased = f * f * (3 - 2 * f);
  return a + (b - a) * eased;
}

/** The volatility multiplier at `t` (seconds): about 0.64 to 1.57, changing over days. */
export function volatilityAt(seed: number, t: number): number {
  const slow = valueNoise(seed ^ 0x5bd1e995, 101, t, REGIME_STEP_S * 4);
  const fast = valueNoise(seed ^ 0x5bd1e995, 102, t, REGIME_STEP_S);
  return Math.exp(REGIME_STRENGTH * (0.6 * slow + 0.8 * fast));
}

export interface PathParams {
  seed: number;
  /** The usual price level. */
  base: number;
  /** Annual volatility as a fraction (0.07 for 7 %). */
  volatility: number;
}

/** The price at `t` seconds since the epoch (fractions allowed). */
export function priceAt(path: PathParams, t: number): number {
  const perSqrtSecond = (path.volatility / Math.sqrt(SECONDS_PER_YEAR)) * WALK_FACTOR;
  let intraday = 0;
  let swing = 0;
  let step = FINEST_STEP_S;
  for (let k = 0; k < OCTAVES; k += 1) {
    const damping = k >= LONG_OCTAVES ? LONG_DAMPING : 1;
    const value = valueNoise(path.seed, k, t, step) * perSqrtSecond * Math.sqrt(step) * damping;
    if (k < INTRADAY_OCTAVES) intraday += value;
    else swing += value;
    step *= 2;
  }
  return path.base * Math.exp(swing + intraday * volatilityAt(path.seed, t));
}
