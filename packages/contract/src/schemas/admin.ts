/** Requests and responses of the admin API (decision 16) and the balance history. */
import { Type, type Static } from 'typebox';
import type { LedgerEntry } from '../entities';
import { IdParamsSchema, PageOf, PageQuerySchema, ResultOf } from './common';
import { RoleSchema } from './user';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const LedgerEntrySchema = Type.Object({
  id: Type.Integer(),
  amount: Type.Integer(),
  reason: Type.String(),
  balance_after: Type.Integer(),
  created_at: Type.String(),
});
export const LedgerPageSchema = PageOf(LedgerEntrySchema);

export const UserIdParamsSchema = IdParamsSchema;

export const AdminUsersQuerySchema = Type.Intersect([
  PageQuerySchema,
  Type.Object({ search: Type.Optional(Type.String({ maxLength: 100 })) }),
]);

/** PATCH /admin/users/{id}: role and status; verification can only be granted. */
export const AdminUserPatchSchema = Type.Object({
  role: Type.Optional(RoleSchema),
  is_banned: Type.Optional(Type.Boolean()),
  is_active: Type.Optional(Type.Boolean()),
  is_verified: Type.Optional(Type.Literal(true)),
});

/** POST /admin/users/{id}/balance: integer UZS, positive credits, negative debits. */
export const AdminBalanceBodySchema = Type.Object({
  amount: Type.Integer({
    minimum: -1_000_000_000_000,
    maximum: 1_000_000_000_000,
    not: { const: 0 },
    errorMessage: 'amount must be a non-zero whole number of UZS',
  }),
  reason: Type.String({
    minLength: 3,
    maxLength: 500,
    errorMessage: 'Give a reason of at least 3 characters',
  }),
  reference: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

export const AdminBalanceResultSchema = ResultOf(
  Type.Object({ balance: Type.Integer(), entry_id: Type.Integer(), amount: Type.Integer() }),
);

/** GET /files/{id}: uploaded files are addressed by UUID. */
export const FileParamsSchema = Type.Object({
  id: Type.String({
    pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
    errorMessage: 'Unknown file',
  }),
});

const sameShapes: [Same<Static<typeof LedgerEntrySchema>, LedgerEntry>] = [true];
void sameShapes;

/** GET /admin/users query and PATCH /admin/users/{id} body, as the schemas check them. */
export type AdminUsersQuery = Static<typeof AdminUsersQuerySchema>;
export type AdminUserPatch = Static<typeof AdminUserPatchSchema>;
