/**
 * The admin command line: `npm run admin -- <command> ...` (`--help` lists the commands). It
 * opens the server's database (DATABASE_URL, or the embedded one, which must not be in use by a
 * running server) and runs the migrations first.
 */
import v8 from 'node:v8';
import { loadConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { runAdmin } from './run-admin';

// A one-shot command: V8's optimising tier for PGlite's WebAssembly would cost more than it
// saves (about two CPU-seconds).
v8.setFlagsFromString('--liftoff-only');

const config = loadConfig();
const code = await runAdmin(
  process.argv.slice(2),
  async () => {
    const db = await openDatabase(config);
    await migrate(db);
    return db;
  },
  (line) => process.stdout.write(line + '\n'),
  (line) => process.stderr.write(line + '\n'),
).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  return 1;
});
process.exit(code);
