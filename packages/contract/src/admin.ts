/**
 * The back office's own calls: user management (decision 16; balance changes are in ledger.ts)
 * and the audit log of every admin write (docs/decisions/0294-admin-audit-log.md). Each other
 * feature's admin calls sit in that feature's contract file.
 */
import { Type, type Static } from 'typebox';
import { IdParamsSchema, Nullable, PageQuerySchema } from './common';
import { DAY_PATTERN } from './calendar';
import { RoleSchema } from './user';

export const UserIdParamsSchema = IdParamsSchema;

export const AdminUsersQuerySchema = Type.Intersect([
  PageQuerySchema,
  Type.Object({ search: Type.Optional(Type.String({ maxLength: 100 })) }),
]);
/** GET /admin/users query, as the schema checks it. */
export type AdminUsersQuery = Static<typeof AdminUsersQuerySchema>;

/** PATCH /admin/users/{id}: role and status; verification can only be granted. */
export const AdminUserPatchSchema = Type.Object(
  {
    role: Type.Optional(RoleSchema),
    is_banned: Type.Optional(Type.Boolean()),
    is_active: Type.Optional(Type.Boolean()),
    is_verified: Type.Optional(Type.Literal(true)),
  },
  { additionalProperties: false },
);
export type AdminUserPatch = Static<typeof AdminUserPatchSchema>;

/** How an admin write reached the server: an HTTP call (the back office or the admin API), or the command line. */
export const AuditViaSchema = Type.Union([Type.Literal('http'), Type.Literal('cli')]);
export type AuditVia = Static<typeof AuditViaSchema>;

/** One row of the audit log: who, when, what, and the values before and after. */
export const AdminAuditEntrySchema = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  actor_id: Nullable(Type.Integer()),
  actor_name: Type.String(),
  via: AuditViaSchema,
  /** `<entity>.<verb>`, e.g. `user.update`, `signal.close`, or a command's name from the CLI. */
  action: Type.String(),
  entity: Type.String(),
  entity_id: Nullable(Type.String()),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type AdminAuditEntry = Static<typeof AdminAuditEntrySchema>;

/** GET /admin/audit: newest first; every filter optional. */
export const AdminAuditQuerySchema = Type.Intersect([
  PageQuerySchema,
  Type.Object({
    entity: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    entity_id: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })),
    /** An actor's user id or name (part of it). */
    actor: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    via: Type.Optional(AuditViaSchema),
    /** YYYY-MM-DD, Tashkent time; `to` is inclusive. */
    from: Type.Optional(
      Type.String({ pattern: DAY_PATTERN, errorMessage: 'from must be a date YYYY-MM-DD' }),
    ),
    to: Type.Optional(
      Type.String({ pattern: DAY_PATTERN, errorMessage: 'to must be a date YYYY-MM-DD' }),
    ),
  }),
]);
export type AdminAuditQuery = Static<typeof AdminAuditQuerySchema>;

// The list query lives in its own module so feature contract files (calendar.ts among them,
// which this file imports) can use it without an import circle.
export { AdminListQuery, SortOrderSchema, type SortOrder } from './admin-list-query';
