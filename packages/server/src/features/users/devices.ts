/** Signing one device out from the profile's devices list. */
import type { AppContext } from '../../context';
import { NotFoundError } from '../../domain-errors';
import { listActiveDevices, revokeDevice } from '../auth';

const UNKNOWN_DEVICE = 'Device not found';

/**
 * Ends that device's session: its refresh tokens stop working and, through the `sid` claim,
 * its access tokens too; its open sockets are told and closed. Only the user's own live devices.
 */
export async function signOutDevice(
  ctx: Pick<AppContext, 'db' | 'live'>,
  userId: number,
  deviceId: number,
): Promise<void> {
  const devices = await listActiveDevices(ctx.db, userId);
  if (!devices.some((d) => Number(d.id) === deviceId)) {
    throw new NotFoundError(UNKNOWN_DEVICE, { id: UNKNOWN_DEVICE });
  }
  if (await revokeDevice(ctx.db, deviceId, 'signed out from the profile')) {
    await ctx.live.publish(
      { type: 'session.revoked' },
      { kind: 'sessions', sessionIds: [deviceId] },
    );
  }
}
