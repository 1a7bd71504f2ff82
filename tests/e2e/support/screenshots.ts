// Screenshots for reviewers, in tests/e2e/screenshots/ (git-ignored).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

export const SCREENSHOT_DIR = join(process.cwd(), 'tests/e2e/screenshots');

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  // Let fonts settle and animations finish before the picture.
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path, fullPage: false, animations: 'disabled' });
  return path;
}
