/**
 * The demo bots' terminal files (docs/decisions/0282-expert-advisor-delivery.md): small
 * generated placeholders, never real compiled programs and never committed binaries, one per
 * platform of the bot's version, with release notes in uz, ru and en. Idempotent.
 */
import type { AlgoPlatform } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { addBotFile } from './delivery-repository';

/** "Savdo Trend Pro" -> "Savdo-Trend-Pro": a file name safe everywhere. */
export function eaFileName(botName: string, platform: AlgoPlatform): string {
  const base = botName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'expert-advisor';
  return `${base.slice(0, 100)}.${platform === 'MT4' ? 'ex4' : 'ex5'}`;
}

/** A few hundred bytes that say what they are: a demo stand-in for the compiled file. */
export function demoEaFile(botName: string, version: string, platform: AlgoPlatform): Uint8Array {
  const text =
    `SAVDO DEMO ${platform} EXPERT ADVISOR\n${botName} ${version}\n` +
    'A placeholder of the demo market: not a compiled MetaTrader program.\n';
  return new TextEncoder().encode(text);
}

export async function seedDemoFiles(q: Queryable): Promise<void> {
  const { rows } = await q.query<{
    id: number;
    name: string;
    version: string;
    platforms: AlgoPlatform[];
  }>('SELECT id, name, version, platforms FROM algo_bots WHERE is_demo ORDER BY id');
  for (const bot of rows)
    for (const platform of bot.platforms)
      await addBotFile(q, {
        botId: bot.id,
        version: bot.version,
        platform,
        fileName: eaFileName(bot.name, platform),
        content: demoEaFile(bot.name, bot.version, platform),
        notes: {
          uz: `${bot.version} versiyasi: xatarni boshqarish aniqlashtirildi, bozor yopilishida savdo ochilmaydi.`,
          ru: `Версия ${bot.version}: уточнено управление риском, сделки не открываются перед закрытием рынка.`,
          en: `Version ${bot.version}: tighter risk control; no new trades just before the market closes.`,
        },
      });
}
