#!/usr/bin/env node
// `npm run test:e2e`: the end-to-end project alone (vitest starts the server, see global-setup).
import { spawnSync } from 'node:child_process';

const result = spawnSync(
  'node_modules/.bin/vitest',
  ['run', '--project', 'e2e', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
