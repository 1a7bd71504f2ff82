/**
 * Password hashing with scrypt (memory-hard, in node:crypto): N=2^14, r=8, p=1 uses 16 MiB per
 * hash. Stored as `scrypt$N$r$p$salt$hash` so the cost can rise later without breaking old
 * hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

const COST = { N: 16_384, r: 8, p: 1 };
const KEY_LENGTH = 32;

/**
 * F4 (docs/decisions/0090-holding-under-abuse.md): at most this many hashes run at once, half the
 * cores. A burst of sign-ins queues here instead of filling every core and the libuv pool, so other
 * requests (reading a profile, the live channel) keep their share of the machine.
 */
export const MAX_PARALLEL_HASHES = Math.max(1, Math.floor(availableParallelism() / 2));
let running = 0;
const waiting: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  // A finishing hash hands its slot straight to the next in line, so the count never overshoots.
  if (running >= MAX_PARALLEL_HASHES) await new Promise<void>((go) => waiting.push(go));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Hashes running now and waiting (for tests and the sign-in load bench). */
export function hashQueue(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return withHashSlot(() => deriveNow(password, salt, options));
}

function deriveNow(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** `cost` is for tests only: a stored hash names its own cost, so verifying follows it. */
export async function hashPassword(password: string, cost: ScryptCost = COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/** A hash of a random password: checked when the account does not exist, so timing is alike. */
let decoyHash: Promise<string> | null = null;

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const hash = stored ?? (await (decoyHash ??= hashPassword(randomBytes(16).toString('hex'))));
  const [scheme, n, r, p, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}
