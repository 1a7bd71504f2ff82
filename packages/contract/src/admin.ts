/**
 * The back office's own calls: user management (decision 16; balance changes are in ledger.ts)
 * and the audit log of every admin write (docs/decisions/0294-admin-audit-log.md). Each other
 * feature's admin calls sit in that feature's contract file.
 */
import { Type, type Static } from 'typebox';
import { AdminListQuery } from './admin-list-query';
import { IdParamsSchema, LiteralUnion, Nullable, PageQuerySchema, ResultOf } from './common';
import { SubscriptionSchema } from './plans';
import { DAY_PATTERN } from './calendar';
import { ApiUserSchema, LanguageSchema, RoleSchema } from './user';

export const UserIdParamsSchema = IdParamsSchema;

/** A user's standing as the back office filters it: banned first, then inactive, else active. */
export const ADMIN_USER_STATUSES = ['active', 'inactive', 'banned'] as const;
export const AdminUserStatusSchema = LiteralUnion(ADMIN_USER_STATUSES);
export type AdminUserStatus = Static<typeof AdminUserStatusSchema>;

/** GET /admin/users: search matches username, email and names; newest first by default. */
export const AdminUsersQuerySchema = AdminListQuery(['created_at', 'username', 'balance'], {
  role: Type.Optional(RoleSchema),
  status: Type.Optional(AdminUserStatusSchema),
  verified: Type.Optional(Type.Boolean()),
});
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

/** A signed-in device (session) of a user, as the back office shows it, revoked ones too. */
export const AdminDeviceSchema = Type.Object({
  id: Type.Integer(),
  user_agent: Type.String(),
  ip_address: Type.String(),
  created_at: Type.String(),
  last_seen_at: Type.String(),
  revoked_at: Nullable(Type.String()),
  revoked_reason: Nullable(Type.String()),
});
export type AdminDevice = Static<typeof AdminDeviceSchema>;

/** GET /admin/users/{id}: the user and what the back office needs to act on the account. */
export const AdminUserDetailSchema = Type.Object({
  user: ApiUserSchema,
  created_at: Type.String(),
  balance: Type.Integer({ minimum: 0 }),
  /** The running (active) subscription, if any. */
  plan: Nullable(SubscriptionSchema),
  /** Every subscription the user has had, newest first. */
  subscriptions: Type.Array(SubscriptionSchema),
  devices: Type.Array(AdminDeviceSchema),
  counts: Type.Object({
    purchases: Type.Integer({ minimum: 0 }),
    refunded_purchases: Type.Integer({ minimum: 0 }),
    payment_orders: Type.Integer({ minimum: 0 }),
    ledger_entries: Type.Integer({ minimum: 0 }),
  }),
});
export type AdminUserDetail = Static<typeof AdminUserDetailSchema>;
export const AdminUserDetailResultSchema = ResultOf(AdminUserDetailSchema);

/** POST /admin/users/{id}/sign-out-everywhere: how many live sessions were ended. */
export const AdminSignOutResultSchema = ResultOf(
  Type.Object({ user_id: Type.Integer(), revoked: Type.Integer({ minimum: 0 }) }),
);
export type AdminSignOutResult = Static<typeof AdminSignOutResultSchema>;

/** POST /admin/users/{id}/password-reset: where the reset link went, and in which language. */
export const AdminPasswordResetResultSchema = ResultOf(
  Type.Object({ user_id: Type.Integer(), email: Type.String(), language: LanguageSchema }),
);
export type AdminPasswordResetResult = Static<typeof AdminPasswordResetResultSchema>;

/** How an admin write reached the server: an HTTP call (the back office or the admin API), or the command line. */
export const AUDIT_VIAS = ['http', 'cli'] as const;
export const AuditViaSchema = LiteralUnion(AUDIT_VIAS);
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
