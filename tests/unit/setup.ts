// Shared set-up for unit tests: every test starts with empty storage (node-env files have none).
import { afterEach } from 'vitest';

afterEach(() => {
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
