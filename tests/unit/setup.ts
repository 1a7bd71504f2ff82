// Shared set-up for jsdom unit tests: every test starts with empty storage.
import { afterEach } from 'vitest';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
