/**
 * Demo users (docs/product.md "Demo users"): a trader, an admin, a banned user, an inactive user
 * and a Telegram arrival without a password. `npm start` prints their sign-ins.
 */
import type { Role } from '@savdo/contract';
import { findOAuthAccount, hashPassword, linkOAuthAccount } from '../auth';
import { UNIQUE_VIOLATION, sqlState, type Db } from '../../db/adapter';
import { findUserByUsername, insertUser, type UserRow } from './repository';
import { changeBalance } from '../ledger';

export interface DemoUser {
  username: string;
  email: string | null;
  password: string | null;
  first_name: string;
  last_name: string;
  role?: Role;
  is_banned?: boolean;
  is_active?: boolean;
  is_verified?: boolean;
  balance?: number;
  telegramId?: string;
  /** What the start banner says about this user. */
  note: string;
}

export const DEMO_USERS: DemoUser[] = [
  {
    username: 'trader',
    email: 'trader@savdo.demo',
    password: 'trader123',
    first_name: 'Aziz',
    last_name: 'Karimov',
    is_verified: true,
    balance: 1_500_000,
    note: 'a trader with a balance',
  },
  {
    username: 'investor',
    email: 'investor@savdo.demo',
    password: 'investor123',
    first_name: 'Kamola',
    last_name: 'Ergasheva',
    is_verified: true,
    balance: 100_000,
    note: "a trader without a plan and 100 000 so'm (the upgrade page, a top-up to afford a plan)",
  },
  {
    username: 'admin',
    email: 'admin@savdo.demo',
    password: 'admin123',
    first_name: 'Dilnoza',
    last_name: 'Rahimova',
    role: 'admin',
    is_verified: true,
    note: 'an admin',
  },
  {
    username: 'banned',
    email: 'banned@savdo.demo',
    password: 'banned123',
    first_name: 'Bobur',
    last_name: 'Toshmatov',
    is_banned: true,
    is_verified: true,
    note: 'a banned user (sent to /ban)',
  },
  {
    username: 'inactive',
    email: 'inactive@savdo.demo',
    password: 'inactive123',
    first_name: 'Malika',
    last_name: 'Yusupova',
    is_active: false,
    is_verified: true,
    note: 'an inactive user (sees the notice)',
  },
  {
    username: 'newbie',
    email: 'newbie@savdo.demo',
    password: 'newbie123',
    first_name: 'Sardor',
    last_name: 'Nazarov',
    is_verified: false,
    note: 'email not verified (sees the verification notice on /upgrade-plan)',
  },
  {
    username: 'tg_demo',
    email: null,
    password: null,
    first_name: 'Jasur',
    last_name: 'Aliyev',
    telegramId: '700000001',
    note: 'a Telegram arrival without email or password: reachable only by Telegram sign-in (TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_NAME set)',
  },
];

async function ensureDemoUser(db: Db, demo: DemoUser): Promise<UserRow> {
  const existing = await findUserByUsername(db, demo.username);
  if (existing) return existing;
  let user: UserRow;
  try {
    user = await insertUser(db, {
      email: demo.email,
      username: demo.username,
      first_name: demo.first_name,
      last_name: demo.last_name,
      password_hash: demo.password ? await hashPassword(demo.password) : null,
      role: demo.role,
      is_active: demo.is_active,
      is_banned: demo.is_banned,
      is_verified: demo.is_verified,
    });
  } catch (error) {
    // Another process seeding the same database at the same moment got there first.
    const winner = await findUserByUsername(db, demo.username);
    if (sqlState(error) === UNIQUE_VIOLATION && winner) return winner;
    throw error;
  }
  if (demo.balance) {
    await changeBalance(db, {
      userId: user.id,
      amount: demo.balance,
      reason: 'Demo top-up',
      reference: `demo-seed:${demo.username}`,
    });
  }
  if (demo.telegramId && !(await findOAuthAccount(db, 'telegram', demo.telegramId))) {
    await linkOAuthAccount(db, {
      userId: user.id,
      provider: 'telegram',
      accountId: demo.telegramId,
      accountEmail: null,
    });
  }
  return user;
}

export async function seedDemoUsers(db: Db): Promise<void> {
  for (const demo of DEMO_USERS) await ensureDemoUser(db, demo);
}
