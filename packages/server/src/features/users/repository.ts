/** Rows of `users` and the queries over them. */
import type { Language, ProfileVisibility, Role, TimeZoneChoice } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { NOW, insertRow, updateRow, type ColumnValues } from '../../db/rows';

export interface UserRow {
  id: number;
  email: string | null;
  username: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  role: Role;
  is_active: boolean;
  is_verified: boolean;
  is_banned: boolean;
  balance: number;
  language: Language;
  phone: string | null;
  avatar_url: string | null;
  profile_visibility: ProfileVisibility;
  time_zone: TimeZoneChoice | null;
  pending_email: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface NewUser {
  email: string | null;
  username: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  role?: Role;
  is_active?: boolean;
  is_verified?: boolean;
  is_banned?: boolean;
  /** The language the account was made in (its mails are written in it); 'en' if not given. */
  language?: Language;
}

/** Columns a profile update or an admin may change. */
export type UserPatch = Partial<
  Pick<
    UserRow,
    | 'email'
    | 'username'
    | 'first_name'
    | 'last_name'
    | 'password_hash'
    | 'role'
    | 'is_active'
    | 'is_verified'
    | 'is_banned'
    | 'language'
    | 'phone'
    | 'avatar_url'
    | 'profile_visibility'
    | 'time_zone'
    | 'pending_email'
  >
>;

const PATCHABLE: ReadonlyArray<keyof UserPatch> = [
  'email',
  'username',
  'first_name',
  'last_name',
  'password_hash',
  'role',
  'is_active',
  'is_verified',
  'is_banned',
  'language',
  'phone',
  'avatar_url',
  'profile_visibility',
  'time_zone',
  'pending_email',
];

export async function findUserById(q: Queryable, id: number): Promise<UserRow | null> {
  const res = await q.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
  return res.rows[0] ?? null;
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const res = await q.query<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [email]);
  return res.rows[0] ?? null;
}

export async function findUserByUsername(q: Queryable, username: string): Promise<UserRow | null> {
  const res = await q.query<UserRow>('SELECT * FROM users WHERE lower(username) = lower($1)', [
    username,
  ]);
  return res.rows[0] ?? null;
}

/** Sign-in accepts a username or an email in the same field. */
export async function findUserByLogin(q: Queryable, login: string): Promise<UserRow | null> {
  const res = await q.query<UserRow>(
    `SELECT * FROM users WHERE lower(username) = lower($1) OR lower(email) = lower($1)
     ORDER BY (lower(username) = lower($1)) DESC LIMIT 1`,
    [login],
  );
  return res.rows[0] ?? null;
}

export function insertUser(q: Queryable, user: NewUser): Promise<UserRow> {
  return insertRow<UserRow>(q, 'users', {
    email: user.email,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    password_hash: user.password_hash,
    role: user.role ?? 'user',
    is_active: user.is_active ?? true,
    is_verified: user.is_verified ?? false,
    is_banned: user.is_banned ?? false,
    language: user.language ?? 'en',
  });
}

export async function updateUser(q: Queryable, id: number, patch: UserPatch): Promise<UserRow> {
  const values: ColumnValues<UserRow> = { updated_at: NOW };
  // Only the patchable columns, whatever else the object carries.
  for (const key of PATCHABLE) Object.assign(values, { [key]: patch[key] });
  const row = await updateRow<UserRow>(q, 'users', { id }, values);
  if (!row) throw new Error(`user ${id} not found`);
  return row;
}

export async function isUsernameTaken(
  q: Queryable,
  username: string,
  exceptUserId: number | null = null,
): Promise<boolean> {
  const res = await q.query(
    'SELECT 1 FROM users WHERE lower(username) = lower($1) AND id IS DISTINCT FROM $2',
    [username, exceptUserId],
  );
  return res.rows.length > 0;
}

export async function countUsers(q: Queryable): Promise<number> {
  const res = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return res.rows[0]?.n ?? 0;
}

export async function searchUsers(
  q: Queryable,
  search: string,
  limit: number,
  offset: number,
): Promise<{ rows: UserRow[]; total: number }> {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = `lower(username) LIKE lower($1) OR lower(coalesce(email, '')) LIKE lower($1)
    OR lower(first_name || ' ' || last_name) LIKE lower($1)`;
  const [rows, total] = await Promise.all([
    q.query<UserRow>(`SELECT * FROM users WHERE ${where} ORDER BY id LIMIT $2 OFFSET $3`, [
      pattern,
      limit,
      offset,
    ]),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM users WHERE ${where}`, [pattern]),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}
