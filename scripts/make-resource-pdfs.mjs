#!/usr/bin/env node
// Writes the demo resource center's PDF files (packages/server/demo-media/resources/*.pdf), so
// the seed has real files to serve: small, valid PDF 1.4 documents written by hand (one page
// per section, the standard Helvetica font, text wrapped at 80 characters). No dependency and
// no network; the output is the same byte for byte on every run. Run: node scripts/make-resource-pdfs.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = join(
  dirname(fileURLToPath(import.meta.url)),
  '../packages/server/demo-media/resources',
);

/** Each file: a title, then pages of [heading, paragraphs...]. ASCII only (Helvetica, WinAnsi). */
const DOCUMENTS = {
  'trading-glossary.pdf': {
    title: 'Trading glossary',
    pages: [
      [
        'Words every trader meets',
        'Ask: the price at which the market will sell to you. Bid: the price at which the market will buy from you. The spread is the difference between them and is the first cost of every trade.',
        'Pip: the smallest usual price step of a currency pair, 0.0001 for most pairs and 0.01 for pairs quoted in Japanese yen.',
        'Lot: the size of a position. A standard lot is 100,000 units of the base currency, a mini lot 10,000 and a micro lot 1,000.',
        'Leverage: borrowed exposure. With 1:100 leverage a 1,000 USD margin controls a 100,000 USD position, and losses grow as fast as gains.',
      ],
      [
        'Orders',
        'Market order: buy or sell now at the best available price. Limit order: buy below or sell above the current price. Stop order: buy above or sell below the current price, usually to enter a breakout or to exit a losing trade.',
        'Stop-loss: the price at which a losing trade is closed. Take-profit: the price at which a winning trade is closed.',
        'Savdo demo material. For education only; it is not investment advice.',
      ],
    ],
  },
  'support-resistance.pdf': {
    title: 'Support and resistance workbook',
    pages: [
      [
        '1. Finding the levels',
        'Open a daily chart and mark the three most obvious turning points of the last six months. A level that stopped the price at least twice is worth a line.',
        'Draw zones, not thin lines: the market rarely turns at the exact same price. A zone of 10 to 20 pips on a major pair is normal.',
        'Exercise: mark support and resistance on EURUSD, GBPUSD and XAUUSD. Compare your zones a week later.',
      ],
      [
        '2. Trading the levels',
        'Wait for the price to reach a zone and show rejection: a long wick, an engulfing candle or a failed breakout on a lower timeframe.',
        'Place the stop-loss beyond the zone, not inside it. Aim for at least twice the risk as the first target.',
        'When a level breaks, it often changes role: old resistance becomes new support.',
      ],
      [
        '3. Review sheet',
        'For every trade write down: the level, the timeframe, the signal, the entry, the stop, the target and the result in R.',
        'After twenty trades count how many touches of a level led to a turn. That number, not a feeling, tells you whether the method works for you.',
      ],
    ],
  },
  'chart-patterns.pdf': {
    title: 'Chart patterns cheat sheet',
    pages: [
      [
        'Reversal patterns',
        'Head and shoulders: three peaks, the middle one highest. The break of the neckline confirms it; the usual target is the height of the head measured from the neckline.',
        'Double top and double bottom: two tests of the same level that fail. Confirmation is the break of the low (or high) between them.',
      ],
      [
        'Continuation patterns',
        'Flags and pennants: a short pause after a strong move. Enter on the break in the direction of the move; the target is the length of the pole.',
        'Triangles: converging highs and lows. Ascending triangles break up more often, descending ones down more often, symmetrical ones either way.',
        'No pattern works alone: check the trend, the level and the volume.',
      ],
    ],
  },
  'position-sizing.pdf': {
    title: 'Position sizing guide',
    pages: [
      [
        'The formula',
        'Position size = (account balance x risk per trade) / (stop distance x value of one pip per lot).',
        'Example: balance 5,000 USD, risk 1 percent = 50 USD. Stop 25 pips on EURUSD, where one pip of a standard lot is 10 USD. Size = 50 / (25 x 10) = 0.2 lots.',
        'Round the size down, never up.',
      ],
      [
        'Rules that keep an account alive',
        'Risk 0.5 to 1 percent of the balance per trade. Ten losses in a row then cost about ten percent, not the whole account.',
        'Reduce the size after a drawdown of 5 percent; return to the normal size only after the balance recovers.',
        'Count open trades on correlated pairs as one risk.',
      ],
    ],
  },
  'trading-plan.pdf': {
    title: 'Trading plan template',
    pages: [
      [
        'My trading plan',
        'Markets I trade: ______________________   Timeframes: ______________',
        'Sessions I trade (Tashkent time): ______________________________',
        'Setups I take, each with its entry, stop and target rules: ____________________________________________',
        'Risk per trade: ____ percent. Maximum loss per day: ____ percent. Maximum trades per day: ____',
      ],
      [
        'Before, during and after',
        'Before: check the economic calendar, mark the levels, decide what would make you stay out.',
        'During: take only the setups written above. No moving the stop-loss away from the price.',
        'After: write the trade into the journal with a screenshot, the result in R and one lesson.',
        'Review the plan every month; change one thing at a time.',
      ],
    ],
  },
};

function wrap(text, width = 80) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const escapePdf = (s) => s.replace(/[\\()]/g, (c) => `\\${c}`);

function pageStream(title, heading, paragraphs, pageNo, pageCount) {
  const ops = ['BT', '/F2 18 Tf', '56 780 Td', `(${escapePdf(title)}) Tj`, '/F2 13 Tf', '0 -34 Td'];
  ops.push(`(${escapePdf(heading)}) Tj`, '/F1 11 Tf', '15 TL', 'T*');
  for (const p of paragraphs) {
    ops.push('T*');
    for (const l of wrap(p)) ops.push(`(${escapePdf(l)}) Tj`, 'T*');
  }
  ops.push(
    'ET',
    'BT',
    '/F1 9 Tf',
    '56 40 Td',
    `(Savdo resource center - page ${pageNo} of ${pageCount}) Tj`,
    'ET',
  );
  return ops.join('\n');
}

function buildPdf({ title, pages }) {
  // Objects: 1 catalog, 2 pages, 3 font regular, 4 font bold, 5 info, then per page: page, content.
  const objects = [];
  const pageIds = pages.map((_, i) => 6 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] =
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title (${escapePdf(title)}) /Producer (Savdo make-resource-pdfs) >>`;
  pages.forEach(([heading, ...paragraphs], i) => {
    const stream = pageStream(title, heading, paragraphs, i + 1, pages.length);
    objects[pageIds[i]] =
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ' +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`;
    objects[pageIds[i] + 1] =
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++)
    out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

mkdirSync(OUT, { recursive: true });
for (const [name, doc] of Object.entries(DOCUMENTS)) {
  const data = buildPdf(doc);
  writeFileSync(join(OUT, name), data);
  console.log(`${name}: ${data.length} bytes`);
}
