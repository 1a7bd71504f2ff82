// The resource center's pure client rules: an article's body is split into paragraphs at blank
// lines (plain text, decision 0210), and a file's size is written in the reader's units.
import { describe, expect, it } from 'vitest';
import { articleParagraphs, formatFileSize } from '@savdo/core/resources';

describe('articleParagraphs', () => {
  it('parts paragraphs at blank lines, keeps single line breaks, drops empty ones', () => {
    expect(articleParagraphs('One.\n\nTwo\nstill two.\r\n\r\n\n  \n Three. ')).toEqual([
      'One.',
      'Two\nstill two.',
      'Three.',
    ]);
    expect(articleParagraphs('   ')).toEqual([]);
  });
});

describe('formatFileSize', () => {
  it('bytes, then kilobytes and megabytes with one decimal, in the reader language', () => {
    expect(formatFileSize(512, 'en')).toBe('512 bytes');
    expect(formatFileSize(2095, 'en')).toBe('2 KB');
    expect(formatFileSize(2521, 'en')).toBe('2.5 KB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'ru')).toBe('1,5 МБ');
    expect(formatFileSize(3 * 1024, 'uz')).toBe('3 KB');
  });

  it('rule 0301: thousands grouped as the page groups them, with a narrow space in en too', () => {
    expect(formatFileSize(1536 * 1024 * 1024, 'en')).toBe('1\u202F536 MB');
  });
});
