/** Who is asking for signals: an admin, a plan holder (and which level), or the public. */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/adapter';
import { activePlanLevel } from '../plans';
import { PUBLIC_VIEWER, type SignalViewer } from './present-signal';

/** The viewer of a route with `auth: 'optional'`: anonymous and partner requests are public. */
export async function signalViewerOf(q: Queryable, request: FastifyRequest): Promise<SignalViewer> {
  const user = request.auth?.user;
  if (!user) return PUBLIC_VIEWER;
  return { isAdmin: user.role === 'admin', planLevel: await activePlanLevel(q, user.id) };
}
