// Statement formats (decision 0187), parsed without a server: the MT4 detailed statement's
// Closed Transactions (balance rows, cancelled pending orders, totals and the Open Trades
// section left out; profit net of commission, taxes and swap), the MT5 HTML report's Positions
// (UTF-16 LE as MT5 writes it, hidden padding cells, spaced thousands), and bad files refused
// with a message naming the problem.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  decodeStatement,
  parseStatement,
  STATEMENT_EMPTY_MESSAGE,
  STATEMENT_FORMAT_MESSAGE,
} from './statements/statement';
import { HTML_FORMAT_MESSAGE } from './statements/statement-html';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const MT4_HTML = fixture('mt4-detailed-statement.htm');
const MT5_HTML = fixture('mt5-report.html');

/** As MT5 saves its report: UTF-16 LE with a byte order mark. */
function utf16le(text: string): Uint8Array {
  const body = Buffer.from(text, 'utf16le');
  return new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), body]));
}

const utf8 = (text: string) => new TextEncoder().encode(text);

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('MT4 detailed statement (HTML)', () => {
  it('reads Closed Transactions only, with profit net of commission, taxes and swap', () => {
    const trades = parseStatement(utf8(MT4_HTML));
    expect(trades.map((t) => t.ticket)).toEqual(['40002', '40003']);
    expect(trades[0]).toMatchObject({
      symbol: 'EURUSD',
      type: 'buy',
      volume: 0.1,
      open_time: '2026-02-02T09:00:00Z',
      open_price: 1.08,
      close_time: '2026-02-02T12:30:00Z',
      close_price: 1.082,
      commission: -0.7,
      swap: 0,
    });
    expect(trades[0]!.profit).toBeCloseTo(19.3, 9);
    expect(trades[1]).toMatchObject({ symbol: 'XAUUSD', type: 'sell', open_price: 2350.1 });
    expect(trades[1]!.commission).toBeCloseTo(-0.4, 9);
    expect(trades[1]!.profit).toBeCloseTo(-25.5, 9);
  });

  it('a table without the Profit column is refused naming it', () => {
    const broken = MT4_HTML.replace(/<td>Profit<\/td>/g, '<td>Result</td>');
    expect(refusal(() => parseStatement(utf8(broken)))).toBe(
      'The MT4 Closed Transactions table has no column: profit',
    );
  });
});

describe('MT5 report (HTML)', () => {
  it('reads Positions from UTF-16 LE, skipping hidden cells and the Orders section', () => {
    const trades = parseStatement(utf16le(MT5_HTML));
    expect(trades.map((t) => t.ticket)).toEqual(['5001', '5002', '5003']);
    expect(trades[1]).toMatchObject({
      symbol: 'XAUUSD',
      type: 'sell',
      volume: 0.05,
      open_price: 2350.1,
      close_price: 2355.1,
    });
    expect(trades[1]!.profit).toBeCloseTo(-25.45, 9);
  });

  it('reads the same report saved as UTF-8', () => {
    expect(parseStatement(utf8(MT5_HTML))).toHaveLength(3);
  });

  it('decodes UTF-16 without a byte order mark', () => {
    const bare = utf16le('<html>x</html>').subarray(2);
    expect(decodeStatement(bare)).toBe('<html>x</html>');
  });
});

describe('bad files', () => {
  it('an empty file', () => {
    expect(refusal(() => parseStatement(utf8('  \n')))).toBe(STATEMENT_EMPTY_MESSAGE);
  });

  it('an HTML page without either table', () => {
    expect(refusal(() => parseStatement(utf8('<html><p>Hello</p></html>')))).toBe(
      HTML_FORMAT_MESSAGE,
    );
  });

  it('a text file that is no positions CSV, and binary noise', () => {
    expect(refusal(() => parseStatement(utf8('a,b,c\n1,2,3')))).toBe(STATEMENT_FORMAT_MESSAGE);
    const noise = new Uint8Array(2048).map((_, i) => (i * 37 + 11) % 256);
    expect(refusal(() => parseStatement(noise))).toBe(STATEMENT_FORMAT_MESSAGE);
  });

  it('deeply nested markup is read without overflowing the stack', () => {
    const deep = `<table><tr><td>${'<b>'.repeat(50_000)}x</td></tr></table>`;
    expect(refusal(() => parseStatement(utf8(deep)))).toBe(HTML_FORMAT_MESSAGE);
  });
});
