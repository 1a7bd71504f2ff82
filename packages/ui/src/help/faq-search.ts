// The help centre's search: every word of the query must appear in an instruction's title or
// body (case- and accent-insensitive, apostrophe variants of Uzbek Latin treated alike). The
// list is small (tens of instructions), so a plain scan is instant; no index library.
import type { Instruction } from '@savdo/contract';

export function normalize(text: string): string {
  return text
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ʻʼ‘’`']/g, "'");
}

export function searchInstructions(items: readonly Instruction[], query: string): Instruction[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const text = normalize(`${item.title}\n${item.body}`);
    return words.every((word) => text.includes(word));
  });
}
