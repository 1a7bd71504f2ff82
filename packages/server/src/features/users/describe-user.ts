/** One line describing a user, as the admin commands print it. */
import type { UserRow } from './repository';

export function describeUser(user: UserRow): string {
  const flags = [
    user.role,
    user.is_active ? 'active' : 'inactive',
    user.is_banned ? 'banned' : null,
    user.is_verified ? 'verified' : 'unverified',
    user.password_hash ? null : 'no password',
  ].filter(Boolean);
  return `#${user.id} ${user.username} <${user.email ?? 'no email'}> ${flags.join(', ')}; balance ${user.balance} UZS`;
}
