/** The profile (users/me, avatar, devices, settings) and the admin's account actions. */
import { defineFeature } from '../feature';
import { createUserCommand } from './admin-create-user';
import {
  activateCommand,
  banCommand,
  deactivateCommand,
  setRoleCommand,
  unbanCommand,
  verifyEmailCommand,
} from './admin-flags';
import { listUsersCommand, setPasswordCommand } from './admin';
import { usersAdminAccountRoutes } from './admin-account-routes';
import { usersAdminRoutes } from './admin-routes';
import { usersAvatarRoutes } from './avatar-routes';
import { usersRoutes } from './routes';
import { seedDemoUsers } from './seed';

export const usersFeature = defineFeature({
  name: 'users',
  routes: [usersRoutes, usersAvatarRoutes, usersAdminRoutes, usersAdminAccountRoutes],
  seed: seedDemoUsers,
  adminCommands: [
    createUserCommand,
    listUsersCommand,
    setRoleCommand,
    banCommand,
    unbanCommand,
    activateCommand,
    deactivateCommand,
    verifyEmailCommand,
    setPasswordCommand,
  ],
});
