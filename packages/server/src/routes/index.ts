/**
 * Every API route plugin, mounted under /api/v1 in this order. A new feature adds its own file
 * in this folder and one line here.
 */
import type { FastifyPluginAsync } from 'fastify';
import { liveRoutes } from '../live/route';
import { adminRoutes } from '../features/users/admin-routes';
import { authRoutes } from '../features/auth/routes';
import { authEmailRoutes } from '../features/auth/email-routes';
import { authGoogleRoutes } from '../features/auth/google-routes';
import { authTelegramRoutes } from '../features/auth/telegram-routes';
import { calendarRoutes } from '../features/calendar/routes';
import { filesRoutes } from '../features/files/routes';
import { ledgerRoutes } from '../features/ledger/routes';
import { partnersRoutes } from '../features/partners/routes';
import { signalsRoutes } from '../features/signals/routes';
import { usersRoutes } from '../features/users/routes';
import { usersAvatarRoutes } from '../features/users/avatar-routes';

export const apiRoutes: FastifyPluginAsync[] = [
  authRoutes,
  authEmailRoutes,
  authGoogleRoutes,
  authTelegramRoutes,
  usersRoutes,
  usersAvatarRoutes,
  ledgerRoutes,
  filesRoutes,
  adminRoutes,
  liveRoutes,
  signalsRoutes,
  calendarRoutes,
  partnersRoutes,
];
