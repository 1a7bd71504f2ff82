// Users in the test kit: one entity factory for the API's user (GET /users/me, the admin list).
import type { ApiUser } from '@savdo/contract';

export function makeUser(overrides: Partial<ApiUser> = {}): ApiUser {
  return {
    id: 42,
    first_name: 'Aziz',
    last_name: 'Karimov',
    email: 'aziz@example.uz',
    username: 'aziz',
    role: 'user',
    is_active: true,
    is_verified: true,
    is_password_set: true,
    is_banned: false,
    balance: 150_000,
    ...overrides,
  };
}
