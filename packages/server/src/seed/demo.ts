/**
 * The demo seed: idempotent (running it twice changes nothing), run by `npm start` on an empty
 * database and again at every start of a demo database, so a feature added since the database
 * was made gets its demo data too. Each feature seeds its own data (`seed` of its descriptor,
 * features/index.ts), in the list's order.
 */
import type { Db } from '../db/adapter';
import { serverFeatures, type ServerFeature } from '../features/index';
import { DEMO_USERS } from '../features/users/seed';

const DEMO_ADMIN_EMAIL = DEMO_USERS.find((u) => u.role === 'admin')?.email ?? 'admin@savdo.demo';

export async function seedDemo(
  db: Db,
  features: readonly ServerFeature[] = serverFeatures,
): Promise<string[]> {
  const done: string[] = [];
  for (const feature of features) {
    if (!feature.seed) continue;
    await feature.seed(db);
    done.push(feature.name);
  }
  return done;
}

/**
 * An empty database, or one this seed made (it holds the demo admin, whom no sign-up can
 * create). A real database with users is never given the demo accounts and their known
 * passwords, whatever SAVDO_SEED says.
 */
export async function isDemoDatabase(db: Db): Promise<boolean> {
  const res = await db.query<{ empty: boolean; demo: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM users) AS empty,
            EXISTS (SELECT 1 FROM users WHERE role = 'admin' AND email = $1) AS demo`,
    [DEMO_ADMIN_EMAIL],
  );
  return Boolean(res.rows[0]?.empty || res.rows[0]?.demo);
}

export { DEMO_USERS } from '../features/users/seed';
