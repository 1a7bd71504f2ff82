/** The demo banners (with their pictures, stored as files) and instructions; idempotent. */
import type { Db } from '../../db/adapter';
import { fileUrl, insertFile } from '../files';
import { bannerArtSvg } from './banner-art';
import { DEMO_BANNERS, DEMO_INSTRUCTIONS } from './seed-content';
import { createBanner, createInstruction } from './service';

export async function seedDemoBanners(db: Db): Promise<void> {
  const banners = await db.query<{ n: string }>('SELECT count(*) AS n FROM banners');
  if (Number(banners.rows[0]?.n ?? 0) === 0) {
    for (const banner of DEMO_BANNERS) {
      const fileId = await insertFile(db, {
        ownerId: null,
        purpose: 'banner',
        contentType: 'image/svg+xml',
        data: new TextEncoder().encode(bannerArtSvg(banner.art)),
      });
      await createBanner(db, { ...banner.input, image_url: fileUrl(fileId) });
    }
  }
  const instructions = await db.query<{ n: string }>('SELECT count(*) AS n FROM instructions');
  if (Number(instructions.rows[0]?.n ?? 0) === 0) {
    for (const instruction of DEMO_INSTRUCTIONS) await createInstruction(db, instruction);
  }
}
