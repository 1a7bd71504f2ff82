/**
 * Demo chat: a short conversation in each community room between the demo users, and a support
 * question of the demo trader answered by the admin. Seeded once: nothing is added when any
 * chat message exists.
 */
import type { Language } from '@savdo/contract';
import { communityConversationId, supportConversationId } from '@savdo/contract';
import type { Db } from '../../db/adapter';
import { findUserByUsername } from '../users';

const ROOMS: Record<Language, Array<[string, string]>> = {
  uz: [
    ['trader', 'Salom hammaga! Bugun EURUSD bo‘yicha kim savdo qilyapti?'],
    ['investor', 'Men kutyapman, 1.0850 darajasi muhim. Yangiliklar 16:30 da.'],
    ['newbie', 'Kursning 2-modulini tugatdim, risk boshqaruvi juda foydali bo‘ldi 👍'],
    ['trader', 'Zo‘r! Har bir savdoda 1% dan ortiq risk qilmang.'],
  ],
  ru: [
    ['investor', 'Всем привет! Кто смотрит золото сегодня?'],
    ['trader', 'Жду отката к 2640, потом покупки. Стоп за минимумом.'],
    ['newbie', 'Полезная статья про риск: https://savdo.uz/resource-center'],
  ],
  en: [
    ['trader', 'Morning all. BTC holding above 97k so far.'],
    ['investor', 'Careful before the CPI release, spreads widen.'],
  ],
};

export async function seedDemoChat(db: Db): Promise<void> {
  const any = await db.query('SELECT 1 FROM chat_messages LIMIT 1');
  if (any.rows.length > 0) return;
  const ids = new Map<string, number>();
  for (const name of ['trader', 'investor', 'newbie', 'admin']) {
    const user = await findUserByUsername(db, name);
    if (user) ids.set(name, user.id);
  }
  const add = async (conversation: string, author: string, text: string, minutesAgo: number) => {
    const userId = ids.get(author);
    if (userId === undefined) return;
    await db.query(
      `INSERT INTO chat_messages (conversation_id, user_id, text, created_at)
       VALUES ($1, $2, $3, now() - make_interval(mins => $4))`,
      [conversation, userId, text, minutesAgo],
    );
  };
  for (const [language, lines] of Object.entries(ROOMS) as Array<
    [Language, Array<[string, string]>]
  >) {
    let minutesAgo = 90;
    for (const [author, text] of lines) {
      await add(communityConversationId(language), author, text, minutesAgo);
      minutesAgo -= 17;
    }
  }
  const trader = ids.get('trader');
  if (trader !== undefined) {
    const support = supportConversationId(trader);
    await add(support, 'trader', 'Hello! How do I extend access to a course module?', 120);
    await add(
      support,
      'admin',
      'Hi! Buy the module again from the course page: access is extended by 7 days from the current expiry.',
      110,
    );
  }
}
