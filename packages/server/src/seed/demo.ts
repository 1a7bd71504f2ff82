/**
 * The demo seed: idempotent (running it twice changes nothing), run by `npm start` on an empty
 * database. Each area has its own seed function in its own file; later features append theirs
 * to `demoSeeds`.
 */
import type { Db } from '../db/adapter';
import { seedDemoUsers } from '../features/users/seed';
import { seedDemoCalendar } from '../features/calendar/seed';
import { seedDemoPlans } from '../features/plans/seed';
import { seedDemoSignals } from '../features/signals/seed';

export interface DemoSeed {
  name: string;
  run(db: Db): Promise<void>;
}

export const demoSeeds: DemoSeed[] = [
  { name: 'users', run: seedDemoUsers },
  { name: 'plans', run: seedDemoPlans },
  { name: 'signals', run: (db) => seedDemoSignals(db) },
  { name: 'calendar', run: (db) => seedDemoCalendar(db) },
];

export async function seedDemo(db: Db): Promise<string[]> {
  const done: string[] = [];
  for (const seed of demoSeeds) {
    await seed.run(db);
    done.push(seed.name);
  }
  return done;
}

export { DEMO_USERS } from '../features/users/seed';
