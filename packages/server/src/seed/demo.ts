/**
 * The demo seed: idempotent (running it twice changes nothing), run by `npm start` on an empty
 * database. Each feature seeds its own data (`seed` of its descriptor, features/index.ts), in
 * the list's order.
 */
import type { Db } from '../db/adapter';
import { serverFeatures, type ServerFeature } from '../features/index';

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

export { DEMO_USERS } from '../features/users/seed';
