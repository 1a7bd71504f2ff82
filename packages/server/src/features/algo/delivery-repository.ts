/**
 * A bot version's terminal files and the owners' downloads
 * (docs/decisions/0282-expert-advisor-delivery.md).
 */
import type { AlgoPlatform, EaFile, ReleaseNotes } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';

interface FileRow {
  platform: AlgoPlatform;
  file_name: string;
  version: string;
  size: number;
  release_notes: Partial<ReleaseNotes>;
}

const notesOf = (n: Partial<ReleaseNotes>): ReleaseNotes => ({
  uz: n.uz ?? n.en ?? '',
  ru: n.ru ?? n.en ?? '',
  en: n.en ?? '',
});

/** The files of a bot's version for one platform (what its buyer on that platform gets). */
export async function listEaFiles(
  q: Queryable,
  botId: number,
  version: string,
  platform: AlgoPlatform,
): Promise<EaFile[]> {
  const { rows } = await q.query<FileRow>(
    `SELECT platform, file_name, version, length(content)::int AS size, release_notes
     FROM algo_bot_files WHERE bot_id = $1 AND version = $2 AND platform = $3 ORDER BY id`,
    [botId, version, platform],
  );
  return rows.map((r) => ({ ...r, release_notes: notesOf(r.release_notes) }));
}

export async function readEaFile(
  q: Queryable,
  botId: number,
  version: string,
  platform: AlgoPlatform,
): Promise<{ file_name: string; content: Uint8Array } | null> {
  const { rows } = await q.query<{ file_name: string; content: Uint8Array }>(
    `SELECT file_name, content FROM algo_bot_files
     WHERE bot_id = $1 AND version = $2 AND platform = $3`,
    [botId, version, platform],
  );
  return rows[0] ?? null;
}

export async function countDownload(
  q: Queryable,
  botId: number,
  eaId: number,
  platform: AlgoPlatform,
): Promise<void> {
  await q.query(
    'INSERT INTO algo_downloads (bot_id, expert_advisor_id, platform) VALUES ($1, $2, $3)',
    [botId, eaId, platform],
  );
}

/** Adds a version's file unless it is there (the seed; idempotent). */
export async function addBotFile(
  q: Queryable,
  file: {
    botId: number;
    version: string;
    platform: AlgoPlatform;
    fileName: string;
    content: Uint8Array;
    notes: ReleaseNotes;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO algo_bot_files (bot_id, version, platform, file_name, content, release_notes)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (bot_id, version, platform) DO NOTHING`,
    [
      file.botId,
      file.version,
      file.platform,
      file.fileName,
      file.content,
      JSON.stringify(file.notes),
    ],
  );
}
