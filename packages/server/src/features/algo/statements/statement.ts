/**
 * An uploaded account statement's closed trades (decisions 0182, 0187), whatever the format:
 * the MT5 Positions CSV, the MT5 HTML report or the MT4 detailed statement (HTML). The bytes
 * are decoded first: MT5 writes its HTML report in UTF-16 LE.
 */
import type { IngestTrade } from '@savdo/contract';
import { htmlRows } from './html-rows';
import { parseStatementCsv } from './statement-csv';
import { parseStatementHtml } from './statement-html';
import { badStatement, type StatementTrade } from './statement-rows';

export const STATEMENT_FORMAT_MESSAGE =
  'Upload an account statement: the MT5 History > Positions report saved as CSV or HTML, or the MT4 detailed statement (HTML)';
export const STATEMENT_EMPTY_MESSAGE = 'The statement file is empty';

/** UTF-8 or UTF-16 (by its byte order mark, or by the zero bytes of ASCII text in UTF-16). */
export function decodeStatement(bytes: Uint8Array): string {
  const b = bytes;
  if (b[0] === 0xff && b[1] === 0xfe) return new TextDecoder('utf-16le').decode(b.subarray(2));
  if (b[0] === 0xfe && b[1] === 0xff) return new TextDecoder('utf-16be').decode(b.subarray(2));
  const sample = b.subarray(0, 512);
  let zeroOdd = 0;
  let zeroEven = 0;
  for (let i = 0; i < sample.length; i += 1) {
    if (sample[i] === 0) {
      if (i % 2 === 1) zeroOdd += 1;
      else zeroEven += 1;
    }
  }
  const half = sample.length / 4;
  if (zeroOdd > half) return new TextDecoder('utf-16le').decode(b);
  if (zeroEven > half) return new TextDecoder('utf-16be').decode(b);
  return new TextDecoder('utf-8').decode(b).replace(/^\uFEFF/, '');
}

const looksHtml = (text: string) =>
  /^\s*</.test(text) || /<(html|table|tr)\b/i.test(text.slice(0, 4096));

/** The closed trades with their stop losses (the journal's import reads these). */
export function parseStatementTrades(bytes: Uint8Array): StatementTrade[] {
  const text = decodeStatement(bytes);
  if (text.trim() === '') throw badStatement(STATEMENT_EMPTY_MESSAGE);
  if (looksHtml(text)) return parseStatementHtml(htmlRows(text));
  const header = (text.split(/\r?\n/, 1)[0] ?? '').toLowerCase();
  // Not a positions CSV at all: say which files are read, not which column is missing.
  if (!header.includes('position') || !header.includes('profit'))
    throw badStatement(STATEMENT_FORMAT_MESSAGE);
  return parseStatementCsv(text);
}

/** The closed trades as algo's ingestion takes them (closed schema: no stop loss). */
export function parseStatement(bytes: Uint8Array): IngestTrade[] {
  return parseStatementTrades(bytes).map(({ stop_loss: _stop, ...trade }) => trade);
}
