// Where file bodies go and how private links are keyed
// (docs/decisions/0276-bounded-uploads-and-private-files.md).
import { describe, expect, it } from 'vitest';
import { readFilesConfig } from './files-config';

const SECRET = 'server-secret-0123456789-0123456789-0123456789';
const place = (pglite: boolean) => ({ dataDir: '/srv/savdo/.data', cwd: '/srv/savdo', pglite });

describe('file settings', () => {
  it('bodies go to the data folder on PGlite and into the database on PostgreSQL by default', () => {
    expect(readFilesConfig({}, SECRET, place(true)).storageDir).toBe('/srv/savdo/.data/files');
    expect(readFilesConfig({}, SECRET, place(false)).storageDir).toBeNull();
    const env = { FILE_STORAGE_DIR: 'shared/files' };
    expect(readFilesConfig(env, SECRET, place(false)).storageDir).toBe('/srv/savdo/shared/files');
    const db = { FILE_STORAGE_DIR: 'database' };
    expect(readFilesConfig(db, SECRET, place(true)).storageDir).toBeNull();
  });

  it('the link key derives from the server secret unless FILE_LINK_SECRET is set (32 characters at least)', () => {
    const derived = readFilesConfig({}, SECRET, place(true)).linkSecret;
    expect(derived).not.toBe(SECRET);
    expect(readFilesConfig({}, SECRET, place(false)).linkSecret).toBe(derived);
    const own = 'f'.repeat(40);
    expect(readFilesConfig({ FILE_LINK_SECRET: own }, SECRET, place(true)).linkSecret).toBe(own);
    expect(() => readFilesConfig({ FILE_LINK_SECRET: 'short' }, SECRET, place(true))).toThrow(
      'FILE_LINK_SECRET must be at least 32 characters',
    );
  });
});
