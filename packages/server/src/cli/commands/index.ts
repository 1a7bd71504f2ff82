/** Every admin command, in the order `--help` lists them. A new command adds one line. */
import type { AdminCommand } from '../command';
import { creditCommand, debitCommand, ledgerCommand } from '../../features/ledger/admin';
import {
  calendarActualCommand,
  calendarImportCommand,
  calendarListCommand,
} from '../../features/calendar/admin';
import { createUserCommand } from '../../features/users/admin-create-user';
import {
  activateCommand,
  banCommand,
  deactivateCommand,
  setRoleCommand,
  unbanCommand,
  verifyEmailCommand,
} from '../../features/users/admin-flags';
import { listUsersCommand, setPasswordCommand } from '../../features/users/admin';
import {
  partnerCreateCommand,
  partnerListCommand,
  partnerRevokeCommand,
} from '../../features/partners/admin';
import { planGrantCommand, planListCommand, planRevokeCommand } from '../../features/plans/admin';
import {
  signalActivateCommand,
  signalCancelCommand,
  signalCloseCommand,
  signalListCommand,
  signalPublishCommand,
} from '../../features/signals/admin';

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
];
