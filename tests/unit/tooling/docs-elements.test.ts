// @vitest-environment node
// The README and the embedding guide list every element the embed defines, so a new widget is
// never shipped undocumented (the list had stopped at the first six once).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { widgetRegistry } from '../../../packages/embed/widget-entries.mjs';

// Every tag the embed builds, as it derives them from the widget folders.
const tags = Object.keys(widgetRegistry());

describe('every registered element is documented', () => {
  it('there are elements to check', () => {
    expect(tags.length).toBeGreaterThan(30);
  });

  it.each(['README.md', 'docs/embedding.md'])('%s names every element', (file) => {
    const text = readFileSync(file, 'utf8');
    const missing = tags.filter((tag) => !new RegExp(`\\b${tag}\\b(?!-)`).test(text));
    expect(missing).toEqual([]);
  });
});
