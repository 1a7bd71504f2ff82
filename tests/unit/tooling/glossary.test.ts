// @vitest-environment node
// "One term for one thing": docs/glossary.md names the words the interface never uses
// (column "Never"); no string file may contain one of them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..', '..');

function forbiddenWords(): string[] {
  const rows = readFileSync(join(ROOT, 'docs/glossary.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('|---'));
  const [header, ...body] = rows.map((line) => line.split('|').map((cell) => cell.trim()));
  const never = header!.indexOf('Never');
  return body.flatMap((cells) =>
    (cells[never] ?? '')
      .split(';')
      .map((word) => word.trim())
      .filter(Boolean),
  );
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/strings?\.ts$|\/i18n\/(locales\/)?(uz|ru|en)\.ts$/.test(path)) out.push(path);
  }
  return out;
}

const stringFiles = ['packages', 'host-app'].flatMap((dir) => walk(join(ROOT, dir)));

describe('glossary (one term for one thing)', () => {
  it('finds the string files and the forbidden words', () => {
    expect(stringFiles.length).toBeGreaterThan(8);
    expect(forbiddenWords()).toContain('Tarifni yangilash');
  });

  it('no interface string uses a word the glossary forbids', () => {
    const hits: string[] = [];
    for (const file of stringFiles) {
      const text = readFileSync(file, 'utf8').toLowerCase();
      for (const word of forbiddenWords()) {
        if (text.includes(word.toLowerCase())) hits.push(`${relative(ROOT, file)}: ${word}`);
      }
    }
    expect(hits).toEqual([]);
  });
});

type Lang = 'uz' | 'ru' | 'en';

/**
 * Every way the interface has written these concepts, per language: one language uses one of
 * them (docs/glossary.md). A new spelling of a concept goes here, so the test sees it.
 */
const VARIANTS: Record<string, Partial<Record<Lang, Record<string, RegExp>>>> = {
  'profit factor': {
    uz: { 'Foyda omili': /foyda omili/i, 'Profit faktor': /profit[ -]?faktor/i },
    ru: { 'Профит-фактор': /профит-?фактор/i, 'Фактор прибыли': /фактор прибыли/i },
    en: { 'Profit factor': /profit factor/i, 'Profit ratio': /profit ratio/i },
  },
  'win rate': {
    uz: {
      "G'alaba ulushi": /g['ʻ’]alaba ulushi/i,
      'Yutuq ulushi': /yutuq ulushi/i,
      'Yutuqli bitimlar': /yutuqli bitimlar/i,
      muvaffaqiyati: /muvaffaqiyati/i,
    },
    ru: {
      'Доля прибыльных': /доля прибыльных/i,
      'Прибыльных сделок': /(?<!доля )прибыльных сделок/i,
      Успешность: /успешность/i,
      Винрейт: /винрейт/i,
    },
    en: { 'Win rate': /win rate/i, 'Success rate': /success rate/i, 'Hit rate': /hit rate/i },
  },
  drawdown: {
    uz: { pasayish: /pasayish/i, drawdown: /drawdown|draudaun/i },
    ru: { просадка: /просадк/i, 'падение счёта': /падение сч[её]та/i },
    en: { drawdown: /drawdown/i, 'draw-down': /draw-down/i },
  },
  'risk/reward': {
    uz: { 'Risk/foyda': /risk\s*\/\s*foyda/i, 'Xavf/foyda': /xavf\s*\/\s*foyda/i },
    ru: { 'Риск/прибыль': /риск\s*\/\s*прибыль/i, 'Риск/доход': /риск\s*\/\s*доход/i },
    en: { 'Risk/reward': /risk\s*\/\s*reward/i, 'Risk-reward': /risk-reward/i },
  },
  'risk/reward, short': {
    uz: { 'R:R': /\bR:R\b/, 'R/R': /\bR\/R\b/ },
    ru: { 'R:R': /\bR:R\b/, 'R/R': /\bR\/R\b/ },
    en: { 'R:R': /\bR:R\b/, 'R/R': /\bR\/R\b/ },
  },
  'P&L': {
    uz: { 'P&L': /P&L/, PnL: /\bPnL\b/ },
    ru: { 'P&L': /P&L/, PnL: /\bPnL\b/ },
    en: { 'P&L': /P&L/, PnL: /\bPnL\b/, 'P/L': /\bP\/L\b/ },
  },
  'stop loss': {
    uz: { 'stop-loss': /stop-loss/i, 'stop loss': /stop loss/i },
    ru: { 'стоп-лосс': /стоп-лосс/i, 'стоп лосс': /стоп лосс/i },
    en: { 'stop loss': /stop loss/i, 'stop-loss': /stop-loss/i },
  },
  'take profit': {
    uz: { 'take-profit': /take-profit/i, 'take profit': /take profit/i },
    ru: { 'тейк-профит': /тейк-профит/i, 'тейк профит': /тейк профит/i },
    en: { 'take profit': /take profit/i, 'take-profit': /take-profit/i },
  },
};

// A strings file holds one object per language (`const uz = {`, `const topUpRu: …`); the host
// app keeps one file per language (i18n/uz.ts). Only quoted texts count: keys and comments are
// not interface text.
const SECTION = /^(?:export )?const \w*?(uz|ru|en|Uz|Ru|En)\b/;
const QUOTED = /'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g;

function languageTexts(file: string): Record<Lang, string> {
  const out: Record<Lang, string> = { uz: '', ru: '', en: '' };
  const whole = /\/(uz|ru|en)\.ts$/.exec(file)?.[1] as Lang | undefined;
  let lang: Lang | undefined = whole;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*(\/\/|\*|\/\*)/.test(line)) continue;
    const marker = whole ? null : SECTION.exec(line);
    if (marker) lang = marker[1]!.toLowerCase() as Lang;
    if (lang) out[lang] += `${(line.match(QUOTED) ?? []).join('\n')}\n`;
  }
  return out;
}

describe('one term per concept in each language (docs/glossary.md)', () => {
  it('reads each language of every strings file', () => {
    const read = stringFiles.filter((f) => Object.values(languageTexts(f)).every(Boolean));
    expect(read.length).toBeGreaterThan(30);
  });

  it('rule: profit factor, win rate, drawdown, risk/reward, P&L, stop loss and take profit have one term per language', () => {
    const texts = stringFiles.map((file) => ({ file, texts: languageTexts(file) }));
    const twoTerms: string[] = [];
    for (const [concept, languages] of Object.entries(VARIANTS)) {
      for (const [lang, variants] of Object.entries(languages) as [
        Lang,
        Record<string, RegExp>,
      ][]) {
        const used = new Map<string, string[]>();
        for (const { file, texts: byLang } of texts) {
          for (const [term, pattern] of Object.entries(variants)) {
            if (pattern.test(byLang[lang])) {
              used.set(term, [...(used.get(term) ?? []), relative(ROOT, file)]);
            }
          }
        }
        if (used.size > 1) {
          const where = [...used].map(([term, files]) => `"${term}" in ${files.join(', ')}`);
          twoTerms.push(`${concept} (${lang}): ${where.join('; ')}`);
        }
      }
    }
    expect(twoTerms).toEqual([]);
  });
});
