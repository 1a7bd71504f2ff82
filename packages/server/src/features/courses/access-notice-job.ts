/**
 * Module access notifications (docs/decisions/0230-notifications.md): a day before a module's
 * access ends, and when it has ended. Keyed by the module and the expiry, so runs of the job in two
 * processes, or twice in a row, notify once, while an access bought again (a new expiry) is told
 * about again.
 */
import type { CourseTranslations } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import type { PublishLive } from '../../live/publisher';
import { notify } from '../notifications';
import type { ServerJob } from '../feature';

interface EndingAccess {
  user_id: number;
  module_id: number;
  course_id: number;
  expires_at: Date;
  title: string;
  translations: CourseTranslations;
}

const SELECT = `SELECT a.user_id, a.module_id, m.course_id, a.expires_at, m.title, m.translations
  FROM module_access a JOIN course_modules m ON m.id = a.module_id`;

/** Runs once; answers how many notifications went out. */
export async function notifyModuleAccess(db: Queryable, publish: PublishLive): Promise<number> {
  // Ended within the last week: a server that was down a while still tells, an old one is news
  // to nobody.
  const [ending, ended] = await Promise.all([
    db.query<EndingAccess>(
      `${SELECT} WHERE a.expires_at > now() AND a.expires_at <= now() + interval '1 day'
       ORDER BY a.expires_at LIMIT 1000`,
    ),
    db.query<EndingAccess>(
      `${SELECT} WHERE a.expires_at <= now() AND a.expires_at > now() - interval '7 days'
       ORDER BY a.expires_at LIMIT 1000`,
    ),
  ]);
  let sent = 0;
  for (const [kind, rows] of [
    ['module_access_ending', ending.rows],
    ['module_access_ended', ended.rows],
  ] as const) {
    for (const row of rows) {
      const expires = new Date(row.expires_at);
      const stored = await notify(
        { db, publish },
        {
          userId: Number(row.user_id),
          kind,
          params: {
            module: row.title,
            module_uz: row.translations.uz?.title ?? null,
            module_ru: row.translations.ru?.title ?? null,
            module_id: Number(row.module_id),
            expires_at: expires.toISOString(),
          },
          link: `/video-courses/${row.course_id}`,
          dedupeKey: `${kind}:${row.module_id}:${expires.getTime()}`,
        },
      );
      if (stored) sent += 1;
    }
  }
  return sent;
}

export const moduleAccessNoticeJob: ServerJob = {
  name: 'module-access-notices',
  everyMs: 5 * 60_000,
  async run(ctx) {
    await notifyModuleAccess(ctx.db, (event, audience) => ctx.live.publish(event, audience));
  },
};
