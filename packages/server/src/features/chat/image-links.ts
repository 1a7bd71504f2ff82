/**
 * Fresh links for chat images (POST /chat/images/links): a chat left open past its images' link
 * life (docs/decisions/0276-bounded-uploads-and-private-files.md) renews the links it shows
 * instead of showing broken images. Only what the viewer could be shown by the history or the
 * upload is signed; other ids are left out, as missing ones are.
 */
import type { ChatImage } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import type { FileLinker } from '../files';
import { visibleImageIds } from './repository';

export async function renewImageLinks(
  q: Queryable,
  viewer: { id: number; role: string },
  ids: readonly string[],
  link: FileLinker,
): Promise<ChatImage[]> {
  const unique = [...new Set(ids)];
  const visible = await visibleImageIds(
    q,
    { id: viewer.id, admin: viewer.role === 'admin' },
    unique,
  );
  return unique.filter((id) => visible.has(id)).map((id) => ({ id, url: link(id) }));
}
