/**
 * The owner downloads the bought version's terminal file (docs/decisions/0282-expert-advisor-
 * delivery.md), as MQL5 Market delivers: only while the licence is live (in progress, active or
 * paused, not expired) and only for the platform bought; anyone else, or a file that is not
 * there, reads as not found. Each download is counted (the market's "downloads this month").
 */
import type { AlgoPlatform } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { NotFoundError } from '../../domain-errors';
import { countDownload, readEaFile } from './delivery-repository';
import { findUserEa } from './repository';

export const EA_FILE_NOT_FOUND = 'No file to download for this expert advisor';

const LIVE = new Set(['in_progress', 'active', 'paused']);

export async function downloadEaFile(
  q: Queryable,
  userId: number,
  eaId: number,
  platform: AlgoPlatform,
): Promise<{ fileName: string; content: Uint8Array }> {
  const ea = await findUserEa(q, userId, eaId);
  const live =
    ea !== null &&
    LIVE.has(ea.status) &&
    (ea.expires_at === null || new Date(ea.expires_at).getTime() > Date.now());
  if (!ea || !live || ea.platform !== platform) throw new NotFoundError(EA_FILE_NOT_FOUND);
  const file = await readEaFile(q, ea.bot_id, ea.bot_version, platform);
  if (!file) throw new NotFoundError(EA_FILE_NOT_FOUND);
  await countDownload(q, ea.bot_id, ea.id, platform);
  return { fileName: file.file_name, content: file.content };
}
