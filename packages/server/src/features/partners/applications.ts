/**
 * Partner applications (docs/embedding.md, "Partner portal"): a signed-in user applies once; an
 * admin approves or rejects with a reason, or grants the partnership directly from the user's
 * page. An approved application is the partner account: it owns keys and referrals.
 */
import { randomBytes } from 'node:crypto';
import type {
  AdminPartnerApplication,
  PartnerApplication,
  PartnerApplicationStatus,
  PartnerApplyRequest,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { ConflictError, ForbiddenError, NotFoundError } from '../../domain-errors';

export const ALREADY_APPLIED_MESSAGE = 'You have already applied to be a partner';
export const NOT_APPROVED_MESSAGE = 'Only approved partners manage partner keys';
export const NO_APPLICATION_MESSAGE = 'No such partner application';
export const ALREADY_DECIDED_MESSAGE = 'This application has already been decided';

interface ApplicationRow {
  id: number | string;
  user_id: number | string;
  ref: string;
  site_name: string;
  site_url: string;
  note: string;
  status: PartnerApplicationStatus;
  reason: string;
  created_at: Date;
  decided_at: Date | null;
  username?: string;
  email?: string | null;
}

function present(row: ApplicationRow): PartnerApplication {
  return {
    id: Number(row.id),
    ref: row.ref,
    site_name: row.site_name,
    site_url: row.site_url,
    note: row.note,
    status: row.status,
    reason: row.reason,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

function presentForAdmin(row: ApplicationRow): AdminPartnerApplication {
  return {
    ...present(row),
    user_id: Number(row.user_id),
    username: row.username ?? '',
    email: row.email ?? null,
  };
}

/** A partner's public id for ?ref= links: random, so it says nothing about the account. */
function newRef(): string {
  return `p_${randomBytes(6).toString('base64url')}`;
}

const WITH_USER = `SELECT a.*, u.username, u.email FROM partner_applications a
  JOIN users u ON u.id = a.user_id`;

export async function applicationOfUser(
  q: Queryable,
  userId: number,
): Promise<PartnerApplication | null> {
  const res = await q.query<ApplicationRow>(
    'SELECT * FROM partner_applications WHERE user_id = $1',
    [userId],
  );
  const row = res.rows[0];
  return row ? present(row) : null;
}

/** The user's partner account when approved; else ForbiddenError (the portal's gate). */
export async function approvedPartnerOf(q: Queryable, userId: number): Promise<PartnerApplication> {
  const application = await applicationOfUser(q, userId);
  if (application?.status !== 'approved') throw new ForbiddenError(NOT_APPROVED_MESSAGE);
  return application;
}

/** An approved partner by its public id (referral links), or null. */
export async function approvedPartnerByRef(
  q: Queryable,
  ref: string,
): Promise<PartnerApplication | null> {
  const res = await q.query<ApplicationRow>(
    `SELECT * FROM partner_applications WHERE ref = $1 AND status = 'approved'`,
    [ref],
  );
  const row = res.rows[0];
  return row ? present(row) : null;
}

/**
 * Applies (once). A rejected applicant may apply again: the same row goes back to pending with
 * the new text, so there is one application per user.
 */
export async function applyForPartnership(
  q: Queryable,
  userId: number,
  body: PartnerApplyRequest,
): Promise<PartnerApplication> {
  const res = await q.query<ApplicationRow>(
    `INSERT INTO partner_applications (user_id, ref, site_name, site_url, note)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id) DO UPDATE
       SET site_name = excluded.site_name, site_url = excluded.site_url, note = excluded.note,
           status = 'pending', reason = '', decided_at = NULL, created_at = now()
       WHERE partner_applications.status = 'rejected'
     RETURNING *`,
    [userId, newRef(), body.site_name.trim(), body.site_url.trim(), body.note.trim()],
  );
  const row = res.rows[0];
  if (!row) throw new ConflictError(ALREADY_APPLIED_MESSAGE);
  return present(row);
}

export async function listApplications(q: Queryable): Promise<AdminPartnerApplication[]> {
  const res = await q.query<ApplicationRow>(
    `${WITH_USER} ORDER BY a.status <> 'pending', a.created_at DESC, a.id DESC`,
  );
  return res.rows.map(presentForAdmin);
}

export async function findApplication(
  q: Queryable,
  id: number,
): Promise<AdminPartnerApplication | null> {
  const res = await q.query<ApplicationRow>(`${WITH_USER} WHERE a.id = $1`, [id]);
  const row = res.rows[0];
  return row ? presentForAdmin(row) : null;
}

/** Approves or rejects a pending application; a decided one is left as it is (409). */
export async function decideApplication(
  q: Queryable,
  id: number,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
): Promise<AdminPartnerApplication> {
  const reason = decision.status === 'rejected' ? decision.reason.trim() : '';
  const res = await q.query(
    `UPDATE partner_applications SET status = $2, reason = $3, decided_at = now()
     WHERE id = $1 AND status = 'pending'`,
    [id, decision.status, reason],
  );
  const after = await findApplication(q, id);
  if (!after) throw new NotFoundError(NO_APPLICATION_MESSAGE);
  if (res.rowCount === 0) throw new ConflictError(ALREADY_DECIDED_MESSAGE);
  return after;
}

/**
 * Makes a user a partner at once (the admin's user page): approves their application whatever its
 * state, or creates an approved one named after the user.
 */
export async function grantPartnership(
  q: Queryable,
  userId: number,
): Promise<AdminPartnerApplication> {
  const res = await q.query<{ id: number | string }>(
    `INSERT INTO partner_applications (user_id, ref, site_name, site_url, note, status, decided_at)
     SELECT id, $2, username, '', '', 'approved', now() FROM users WHERE id = $1
     ON CONFLICT (user_id) DO UPDATE
       SET status = 'approved', reason = '', decided_at = now()
     RETURNING id`,
    [userId, newRef()],
  );
  const row = res.rows[0];
  if (!row) throw new NotFoundError('User not found');
  const after = await findApplication(q, Number(row.id));
  if (!after) throw new NotFoundError(NO_APPLICATION_MESSAGE);
  return after;
}
