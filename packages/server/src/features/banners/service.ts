/**
 * Banners (only those inside their active window are served, 10 a page) and instructions (all
 * of them, or one location's; decision 17), shared by the routes and the admin commands.
 */
import {
  LANGUAGES,
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  type AdminBanner,
  type AdminInstruction,
  type Banner,
  type BannerInput,
  type BannerPatch,
  type Instruction,
  type InstructionInput,
  type InstructionLocation,
  type InstructionPatch,
  type Language,
  type LocalizedText,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { NotFoundError, ValidationError } from '../../domain-errors';
import {
  deleteBanner,
  deleteInstruction,
  findBanner,
  findInstruction,
  insertBanner,
  insertInstruction,
  listActiveBanners,
  listAllBanners,
  listInstructions,
  updateBanner,
  updateInstruction,
  type BannerRow,
  type BannerValues,
  type InstructionRow,
} from './repository';

export const BANNER_NOT_FOUND = 'Banner not found';
export const INSTRUCTION_NOT_FOUND = 'Instruction not found';
export const BANNER_WINDOW = 'ends_at must be after starts_at';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const pick = (text: LocalizedText, lang: Language) => text[lang] || text.en;

function presentBanner(row: BannerRow, lang: Language): Banner {
  return {
    id: Number(row.id),
    title: pick(row.title, lang),
    image_url: row.image_url,
    link_url: row.link_url,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
  };
}

export function presentAdminBanner(row: BannerRow): AdminBanner {
  return {
    id: Number(row.id),
    title: row.title,
    image_url: row.image_url,
    link_url: row.link_url,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    position: row.position,
    active: row.active,
  };
}

function presentInstruction(row: InstructionRow, lang: Language): Instruction {
  return {
    id: Number(row.id),
    location: row.location,
    title: pick(row.title, lang),
    body: pick(row.body, lang),
    video_url: row.video_url,
  };
}

export function presentAdminInstruction(row: InstructionRow): AdminInstruction {
  return { ...row, id: Number(row.id) };
}

/** One page of active banners as GET /banner answers it, in `lang`. */
function bannersPage(
  rows: BannerRow[],
  total: number,
  page: number,
  limit: number,
  lang: Language,
) {
  return { data: rows.map((row) => presentBanner(row, lang)), page, limit, total };
}

export async function activeBanners(
  q: Queryable,
  query: { limit?: number; page?: number },
  lang: Language,
) {
  const limit = Math.min(query.limit ?? PAGE_SIZE.banners, MAX_PAGE_SIZE);
  const page = query.page ?? 1;
  const { rows, total } = await listActiveBanners(q, limit, (page - 1) * limit);
  return bannersPage(rows, total, page, limit, lang);
}

/**
 * The first page of active banners (GET /banner's default) in every language, from one query:
 * the dashboard's page data.
 */
export async function activeBannersInEveryLanguage(q: Queryable) {
  const limit = PAGE_SIZE.banners;
  const { rows, total } = await listActiveBanners(q, limit, 0);
  const pages = LANGUAGES.map((lang) => [lang, bannersPage(rows, total, 1, limit, lang)] as const);
  return { rows, pages };
}

export async function allBanners(q: Queryable): Promise<AdminBanner[]> {
  return (await listAllBanners(q)).map(presentAdminBanner);
}

function checkWindow(values: BannerValues): void {
  if (
    values.starts_at &&
    values.ends_at &&
    Date.parse(values.ends_at) <= Date.parse(values.starts_at)
  )
    throw new ValidationError(BANNER_WINDOW, { ends_at: BANNER_WINDOW });
}

export async function createBanner(q: Queryable, input: BannerInput): Promise<AdminBanner> {
  const values: BannerValues = {
    title: input.title,
    image_url: input.image_url,
    link_url: input.link_url ?? null,
    starts_at: input.starts_at ?? null,
    ends_at: input.ends_at ?? null,
    position: input.position ?? 0,
  };
  checkWindow(values);
  const id = await insertBanner(q, values);
  return presentAdminBanner((await findBanner(q, id)) as BannerRow);
}

export async function editBanner(
  q: Queryable,
  id: number,
  patch: BannerPatch,
): Promise<AdminBanner> {
  const row = await findBanner(q, id);
  if (!row) throw new NotFoundError(BANNER_NOT_FOUND);
  const values: BannerValues = {
    title: patch.title ?? row.title,
    image_url: patch.image_url ?? row.image_url,
    link_url: patch.link_url !== undefined ? patch.link_url : row.link_url,
    starts_at: patch.starts_at !== undefined ? patch.starts_at : iso(row.starts_at),
    ends_at: patch.ends_at !== undefined ? patch.ends_at : iso(row.ends_at),
    position: patch.position ?? row.position,
  };
  checkWindow(values);
  await updateBanner(q, id, values);
  return presentAdminBanner((await findBanner(q, id)) as BannerRow);
}

export async function removeBanner(q: Queryable, id: number): Promise<void> {
  if (!(await deleteBanner(q, id))) throw new NotFoundError(BANNER_NOT_FOUND);
}

/** Every instruction (or one location's): the client asks 10000 and gets them all. */
export async function instructions(
  q: Queryable,
  query: { limit?: number; page?: number; location?: InstructionLocation },
  lang: Language,
) {
  const limit = query.limit ?? PAGE_SIZE.instructions;
  const page = query.page ?? 1;
  const { rows, total } = await listInstructions(q, query.location, limit, (page - 1) * limit);
  return { data: rows.map((row) => presentInstruction(row, lang)), page, limit, total };
}

export async function allInstructions(q: Queryable): Promise<AdminInstruction[]> {
  const { rows } = await listInstructions(q, undefined, PAGE_SIZE.instructions, 0);
  return rows.map(presentAdminInstruction);
}

export async function createInstruction(
  q: Queryable,
  input: InstructionInput,
): Promise<AdminInstruction> {
  const id = await insertInstruction(q, {
    location: input.location,
    title: input.title,
    body: input.body,
    video_url: input.video_url ?? null,
    position: input.position ?? 0,
  });
  return presentAdminInstruction((await findInstruction(q, id)) as InstructionRow);
}

export async function editInstruction(
  q: Queryable,
  id: number,
  patch: InstructionPatch,
): Promise<AdminInstruction> {
  const row = await findInstruction(q, id);
  if (!row) throw new NotFoundError(INSTRUCTION_NOT_FOUND);
  await updateInstruction(q, id, {
    location: patch.location ?? row.location,
    title: patch.title ?? row.title,
    body: patch.body ?? row.body,
    video_url: patch.video_url !== undefined ? patch.video_url : row.video_url,
    position: patch.position ?? row.position,
  });
  return presentAdminInstruction((await findInstruction(q, id)) as InstructionRow);
}

export async function removeInstruction(q: Queryable, id: number): Promise<void> {
  if (!(await deleteInstruction(q, id))) throw new NotFoundError(INSTRUCTION_NOT_FOUND);
}
