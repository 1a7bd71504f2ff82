/** Every admin command, in the order `--help` lists them. A new command adds one line. */
import type { AdminCommand } from '../command';
import { paymentsReconcileCommand } from '../../features/payments/admin';
import { creditCommand, debitCommand, ledgerCommand } from './balance';
import { calendarActualCommand, calendarImportCommand, calendarListCommand } from './calendar';
import { createUserCommand } from './create-user';
import {
  activateCommand,
  banCommand,
  deactivateCommand,
  setRoleCommand,
  unbanCommand,
  verifyEmailCommand,
} from './user-flags';
import { listUsersCommand, setPasswordCommand } from './users';
import { partnerCreateCommand, partnerListCommand, partnerRevokeCommand } from './partners';
import { planGrantCommand, planListCommand, planRevokeCommand } from './plans';
import {
  signalActivateCommand,
  signalCancelCommand,
  signalCloseCommand,
  signalListCommand,
  signalPublishCommand,
} from './signals';

export const adminCommands: AdminCommand[] = [
  createUserCommand,
  listUsersCommand,
  setRoleCommand,
  banCommand,
  unbanCommand,
  activateCommand,
  deactivateCommand,
  verifyEmailCommand,
  setPasswordCommand,
  creditCommand,
  debitCommand,
  ledgerCommand,
  calendarImportCommand,
  calendarActualCommand,
  calendarListCommand,
  partnerCreateCommand,
  partnerListCommand,
  partnerRevokeCommand,
  signalPublishCommand,
  signalActivateCommand,
  signalCloseCommand,
  signalCancelCommand,
  signalListCommand,
  planListCommand,
  planGrantCommand,
  planRevokeCommand,
  paymentsReconcileCommand,
];
