/**
 * Which requests are admin writes: an admin route (`config.auth === 'admin'`) called with a
 * method that changes something. The audit log records each one (features/admin/audit-hook.ts),
 * and a body-less one refuses a body (bodyless-routes.ts).
 */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isAdminWrite(method: string, config: { auth?: string } | undefined): boolean {
  return config?.auth === 'admin' && !READS.has(method);
}
