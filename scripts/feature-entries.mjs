// Parts of core and ui that only some widgets and pages use. Each has its own package entry
// (`@savdo/core/<feature>`, `@savdo/ui/<feature>`, listed in that package.json's `exports`);
// the embed build and the host build keep these modules out of the shared chunks every partner
// widget and every page loads (decisions 0082, 0165). A new feature entry is one line in
// `exports`: the pattern below follows it, so nobody edits a regex per feature.
import { readFileSync } from 'node:fs';

const repo = new URL('..', import.meta.url);

/** Folders named by a package's subpath exports (`./algo` -> `algo`). */
function entryFolders(pkg) {
  const json = JSON.parse(readFileSync(new URL(`packages/${pkg}/package.json`, repo), 'utf8'));
  return Object.keys(json.exports ?? {})
    .filter((key) => key !== '.' && !key.includes('*'))
    .map((key) => key.slice(2));
}

/**
 * Files outside those folders that belong to a feature entry (its typed calls and query stores
 * live in core's api/ and query/ folders, named after the feature), plus money helpers only
 * purchase flows use.
 */
const CORE_FILES = ['money/(top-up-request|idempotency-key)', 'session/refresh-user'];

const sep = '[\\\\/]';

function featureEntriesPattern() {
  const core = entryFolders('core');
  const ui = entryFolders('ui');
  const named = core.join('|');
  const coreParts = [
    `(${named})${sep}`,
    `api${sep}(${named})-api`,
    `query${sep}(${named})-queries`,
    ...CORE_FILES.map((f) => f.replace('/', sep)),
  ];
  return new RegExp(
    `${sep}packages${sep}(ui${sep}src${sep}(${ui.join('|')})${sep}|core${sep}src${sep}(${coreParts.join('|')}))`,
  );
}

export const FEATURE_ENTRIES = featureEntriesPattern();
