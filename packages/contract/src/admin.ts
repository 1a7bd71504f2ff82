/** The admin API's user management (decision 16); balance changes are in ledger.ts. */
import { Type, type Static } from 'typebox';
import { IdParamsSchema, PageQuerySchema } from './common';
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
