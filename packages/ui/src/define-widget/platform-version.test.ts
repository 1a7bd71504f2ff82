// The version stamped on element classes (to notice a second, different copy on the page)
// must be the ui package's version.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLATFORM_VERSION } from '@savdo/ui';

describe('PLATFORM_VERSION', () => {
  it('equals packages/ui/package.json version', () => {
    const pkg = JSON.parse(readFileSync('packages/ui/package.json', 'utf8')) as { version: string };
    expect(PLATFORM_VERSION).toBe(pkg.version);
  });
});
