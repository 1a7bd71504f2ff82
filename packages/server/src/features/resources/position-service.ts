/**
 * A video resource's saved position, per account as a lesson's
 * (docs/decisions/0288-resource-position-per-account.md): only for a viewer who may play it (a
 * free one: anyone signed in; a paid one: its buyers); anyone else, or a resource that is not a
 * playable video, reads as not found, as its playback call does (decision 0284).
 */
import type { ResourcePosition } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { NotFoundError } from '../../domain-errors';
import { RESOURCE_NOT_FOUND, resourceViewOf } from './catalog-service';
import { readResourcePosition, writeResourcePosition } from './position-repository';
import { canAccess } from './present';

async function playable(q: Queryable, viewerId: number, id: number): Promise<void> {
  const row = await resourceViewOf(q, viewerId, id);
  if (row.kind !== 'video' || !row.video_key || !canAccess(row))
    throw new NotFoundError(RESOURCE_NOT_FOUND);
}

export async function resourcePosition(
  q: Queryable,
  viewerId: number,
  id: number,
): Promise<ResourcePosition> {
  await playable(q, viewerId, id);
  return { resource_id: id, position_seconds: await readResourcePosition(q, viewerId, id) };
}

export async function saveResourcePosition(
  q: Queryable,
  viewerId: number,
  id: number,
  seconds: number,
): Promise<ResourcePosition> {
  await playable(q, viewerId, id);
  return {
    resource_id: id,
    position_seconds: await writeResourcePosition(q, viewerId, id, seconds),
  };
}
