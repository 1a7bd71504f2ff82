// Runs axe-core inside the page (injected from node_modules) and returns its violations in a
// readable form, so a failing assertion says what is wrong and where.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the pages' CSP (rightly) refuses an injected inline
  // script tag.
  await page.evaluate(readFileSync(AXE_PATH, 'utf8'));
  return page.evaluate(async () => {
    interface AxeResult {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; html: string }[];
      }[];
    }
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
      // Experimental in axe, so off under the tags alone; Lighthouse's accessibility score runs it.
      rules: { 'td-has-header': { enabled: true } },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.html.slice(0, 160)}`),
    }));
  });
}
