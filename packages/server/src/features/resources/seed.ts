/**
 * The demo resource center (seed-content.ts): its categories, its resources with their PDF files
 * (read from `packages/server/demo-media/resources/` into the files table) spread over the last
 * weeks, and one paid PDF already owned by the demo trader (bought before the demo began, like
 * the trader's course module: no ledger row). Idempotent: categories are upserted, a resource
 * already there (by its English title) is left as it is.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../db/adapter';
import { insertFile } from '../files';
import { findUserByUsername } from '../users';
import { pdfFileName } from './admin-service';
import { insertOwner, insertResource, upsertCategory } from './repository';
import { DEMO_CATEGORIES, DEMO_RESOURCES, type DemoResource } from './seed-content';
import { searchTextsOf } from './texts';

/** Resolved from this file, not the working directory: tests and the CLI run from anywhere. */
export const DEMO_RESOURCE_FILES_DIR = fileURLToPath(
  new URL('../../../demo-media/resources/', import.meta.url),
);

const DAY_MS = 24 * 60 * 60 * 1000;
/** The PDF the demo trader owns. */
const TRADER_OWNS = 'Trading plan template';

async function findByEnglishTitle(db: Db, title: string): Promise<number | null> {
  const res = await db.query<{ id: number }>(
    "SELECT id FROM resources WHERE texts->'en'->>'title' = $1 ORDER BY id LIMIT 1",
    [title],
  );
  return res.rows[0]?.id ?? null;
}

async function seedResource(db: Db, resource: DemoResource, daysAgo: number): Promise<void> {
  const data = resource.file
    ? new Uint8Array(await readFile(`${DEMO_RESOURCE_FILES_DIR}${resource.file}`))
    : null;
  await db.transaction(async (tx) => {
    const fileId = data
      ? await insertFile(tx, {
          ownerId: null,
          purpose: 'resource',
          contentType: 'application/pdf',
          data,
        })
      : null;
    const at = new Date(Date.now() - daysAgo * DAY_MS);
    await insertResource(tx, {
      kind: resource.kind,
      category_name: resource.category,
      texts: resource.texts,
      search: searchTextsOf(resource.texts),
      is_featured: resource.featured ?? false,
      price: resource.price,
      file_id: fileId,
      file_name: resource.file ? pdfFileName(resource.file, 'resource.pdf') : null,
      file_size: data ? data.byteLength : null,
      video_url: resource.video ?? null,
      video_key: resource.videoKey ?? null,
      image_url: null,
      created_at: at,
      updated_at: at,
    });
  });
}

export async function seedDemoResources(db: Db): Promise<void> {
  for (const [position, category] of DEMO_CATEGORIES.entries())
    await upsertCategory(db, { name: category.name, titles: category.titles, position });
  for (const [index, resource] of DEMO_RESOURCES.entries()) {
    const title = resource.texts.en?.title ?? '';
    const there = await findByEnglishTitle(db, title);
    if (there) {
      // A demo database seeded before its videos had files: they play in the player now
      // (docs/decisions/0284-paid-resources-delivery.md).
      if (resource.videoKey)
        await db.query('UPDATE resources SET video_key = $2 WHERE id = $1 AND video_key IS NULL', [
          there,
          resource.videoKey,
        ]);
      continue;
    }
    // Oldest first, two days apart: the catalog (newest first) starts with the last one.
    await seedResource(db, resource, (DEMO_RESOURCES.length - index) * 2);
  }
  const trader = await findUserByUsername(db, 'trader');
  const owned = await findByEnglishTitle(db, TRADER_OWNS);
  if (trader && owned)
    await insertOwner(db, { userId: trader.id, resourceId: owned, purchaseId: null });
}
