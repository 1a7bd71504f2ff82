/**
 * Publishing a new version of an expert advisor: its terminal files go where the delivery
 * feature reads them (`algo_bot_files`, docs/decisions/0282-expert-advisor-delivery.md) and the
 * listing's version moves to it, in one transaction, so buyers download the new files from then
 * on. A file for a platform the listing does not name, or a version already published, is
 * refused and nothing is written.
 */
import { ALGO_ADMIN_MESSAGES, type AdminAlgoBot, type AlgoPlatform } from '@savdo/contract';
import type { Db } from '../../db/adapter';
import { ConflictError, NotFoundError, ValidationError } from '../../domain-errors';
import { findAdminBot } from './admin-bot-repository';
import type { ReceivedFile } from '../files';
import type { VersionUpload } from './admin-version-parts';
import { eaFileName } from './seed-files';

export async function publishVersion(
  db: Db,
  botId: number,
  upload: VersionUpload,
): Promise<AdminAlgoBot> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ name: string; platforms: AlgoPlatform[] }>(
      'SELECT name, platforms FROM algo_bots WHERE id = $1 FOR UPDATE',
      [botId],
    );
    const bot = rows[0];
    if (!bot) throw new NotFoundError(ALGO_ADMIN_MESSAGES.botNotFound);
    const taken = await tx.query(
      'SELECT 1 FROM algo_bot_files WHERE bot_id = $1 AND version = $2',
      [botId, upload.version],
    );
    if (taken.rows.length > 0) throw new ConflictError(ALGO_ADMIN_MESSAGES.versionExists);
    for (const [platform, file] of Object.entries(upload.files) as [
      AlgoPlatform,
      { file: ReceivedFile },
    ][]) {
      if (!bot.platforms.includes(platform)) {
        const field = platform.toLowerCase();
        throw new ValidationError(ALGO_ADMIN_MESSAGES.platformNotListed, {
          [field]: ALGO_ADMIN_MESSAGES.platformNotListed,
        });
      }
      await tx.query(
        `INSERT INTO algo_bot_files (bot_id, version, platform, file_name, content, release_notes)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          botId,
          upload.version,
          platform,
          // Named after the bot, as buyers' downloads are (seed-files.ts), not the uploader's name.
          eaFileName(bot.name, platform),
          // The table holds the body: read whole once, from its temporary file.
          await file.file.read(),
          JSON.stringify(upload.notes),
        ],
      );
    }
    await tx.query('UPDATE algo_bots SET version = $2, updated_at = now() WHERE id = $1', [
      botId,
      upload.version,
    ]);
  });
  const bot = await findAdminBot(db, botId);
  if (!bot) throw new NotFoundError(ALGO_ADMIN_MESSAGES.botNotFound);
  return bot;
}
