/**
 * Every API route plugin, mounted under /api/v1 in this order. A new feature adds its own file
 * in this folder and one line here.
 */
import type { FastifyPluginAsync } from 'fastify';
import { paymentsRoutes } from '../features/payments/routes';
import { liveRoutes } from '../live/route';
import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { authEmailRoutes } from './auth-email';
import { authGoogleRoutes } from './auth-google';
import { authTelegramRoutes } from './auth-telegram';
import { calendarRoutes } from './calendar';
import { filesRoutes } from './files';
import { partnersRoutes } from './partners';
import { signalsRoutes } from './signals';
import { usersRoutes } from './users';
import { usersAvatarRoutes } from './users-avatar';

export const apiRoutes: FastifyPluginAsync[] = [
  authRoutes,
  authEmailRoutes,
  authGoogleRoutes,
  authTelegramRoutes,
  usersRoutes,
  usersAvatarRoutes,
  filesRoutes,
  adminRoutes,
  liveRoutes,
  signalsRoutes,
  calendarRoutes,
  partnersRoutes,
  paymentsRoutes,
];
