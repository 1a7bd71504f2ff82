/**
 * The face of the admin feature (decision 0274): the audit log. Routes name what they change in
 * `config.audit` (audit-hook.ts); the command line appends through `appendAudit`.
 */
export { installAdminAudit, isAdminWrite, type AuditRule } from './audit-hook';
export { appendAudit, type AuditActor, type AuditRecord } from './audit-repository';
