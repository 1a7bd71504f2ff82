/**
 * Creating and editing resources and categories, and attaching a PDF: what the admin API and the
 * admin command line both call. Bodies are the contract's admin shapes; the rules a schema
 * cannot state are checked here, each failure a 400 naming its field: at least one language,
 * an article's body in each of its languages, a video's http(s) link, an existing category.
 */
import {
  LANGUAGES,
  RESOURCE_FILE_MAX_BYTES,
  isHttpUrl,
  type AdminResourceBody,
  type AdminResourceCategoryBody,
  type AdminResourcePatch,
  type AdminResourceTexts,
  type ResourceKind,
} from '@savdo/contract';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { Db, Queryable } from '../../db/adapter';
import { NotFoundError, TooLargeError, ValidationError } from '../../domain-errors';
import { deleteFile, FILES_PATH, insertFile, keepingFiles, type ReceivedFile } from '../files';
import { RESOURCE_NOT_FOUND } from './catalog-service';
import {
  findCategory,
  findResource,
  insertResource,
  updateResource,
  upsertCategory,
  type CategoryRow,
  type ResourceRow,
} from './repository';
import { searchTextsOf, type ResourceTexts } from './texts';

export const CATEGORY_NOT_FOUND = 'Category not found';
export const TEXTS_REQUIRED = 'texts must hold at least one of uz, ru, en';
export const ARTICLE_BODY = 'An article needs a body in each language it has';
export const VIDEO_URL = 'video_url must be an http or https address';
export const VIDEO_URL_REQUIRED = 'A video resource needs its video_url';
export const IMAGE_URL = 'image_url must be an http or https address';
export const NOT_PDF = 'Only PDF files can be uploaded';
export const CHOOSE_PDF = 'Choose a PDF file to upload';
export const PDF_TOO_LARGE = `The PDF is too large: at most ${RESOURCE_FILE_MAX_BYTES / (1024 * 1024)} MB`;
export const NOT_PDF_KIND = 'Only a PDF resource has a file';

/** Checks a body the command line built against the API's schema (400 naming the field). */
export function checkBody<T>(schema: TSchema, value: unknown): T {
  if (Value.Check(schema, value)) return value as T;
  const first = [...Value.Errors(schema, value)][0];
  const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
  const message = `${field} has an invalid value`;
  throw new ValidationError(message, { [field]: message });
}

const fail = (field: string, message: string): never => {
  throw new ValidationError(message, { [field]: message });
};

/** The texts as stored: trimmed; a body only on an article. */
function cleanTexts(texts: AdminResourceTexts, kind: ResourceKind): ResourceTexts {
  const out: ResourceTexts = {};
  for (const lang of LANGUAGES) {
    const t = texts[lang];
    if (!t) continue;
    out[lang] = {
      title: t.title.trim(),
      description: t.description.trim(),
      ...(kind === 'article' ? { body: (t.body ?? '').trim() } : {}),
    };
  }
  return out;
}

/** The whole resource after a create or an edit, checked as one. */
function checkResource(r: {
  kind: ResourceKind;
  texts: ResourceTexts;
  video_url: string | null;
  /** A video file the video service holds: then the outside link is optional (decision 0284). */
  video_key?: string | null;
  image_url: string | null;
}): void {
  const langs = LANGUAGES.filter((l) => r.texts[l]);
  if (langs.length === 0) fail('texts', TEXTS_REQUIRED);
  for (const lang of langs) {
    if ((r.texts[lang]?.title.length ?? 0) < 3)
      fail(`texts.${lang}.title`, 'title must be 3 to 200 characters');
    if (r.kind === 'article' && !r.texts[lang]?.body) fail(`texts.${lang}.body`, ARTICLE_BODY);
  }
  if (r.kind === 'video') {
    if (!r.video_url) {
      if (!r.video_key) fail('video_url', VIDEO_URL_REQUIRED);
    } else if (!isHttpUrl(r.video_url)) fail('video_url', VIDEO_URL);
  }
  // An image is a link of ours (an uploaded file) or an http(s) address.
  if (r.image_url && !r.image_url.startsWith(`${FILES_PATH}/`) && !isHttpUrl(r.image_url))
    fail('image_url', IMAGE_URL);
}

async function requireCategory(q: Queryable, name: string): Promise<void> {
  if (!(await findCategory(q, name))) fail('category_name', CATEGORY_NOT_FOUND);
}

export async function createResource(q: Queryable, body: AdminResourceBody): Promise<ResourceRow> {
  const texts = cleanTexts(body.texts, body.kind);
  const videoUrl = body.kind === 'video' ? (body.video_url?.trim() ?? null) : null;
  const imageUrl = body.image_url?.trim() || null;
  checkResource({ kind: body.kind, texts, video_url: videoUrl, image_url: imageUrl });
  await requireCategory(q, body.category_name);
  return insertResource(q, {
    kind: body.kind,
    category_name: body.category_name,
    texts,
    search: searchTextsOf(texts),
    is_featured: body.is_featured ?? false,
    price: body.price,
    video_url: videoUrl,
    image_url: imageUrl,
  });
}

/**
 * Changes what the patch names; `texts` replaces the languages it names and keeps the others.
 * A PDF resource made another kind loses its file (and the file is removed).
 */
export async function editResource(
  db: Db,
  id: number,
  patch: AdminResourcePatch,
): Promise<ResourceRow> {
  return db.transaction(async (tx) => {
    const row = await findResource(tx, id);
    if (!row) throw new NotFoundError(RESOURCE_NOT_FOUND);
    const kind = patch.kind ?? row.kind;
    const merged: AdminResourceTexts = { ...row.texts };
    for (const lang of LANGUAGES) {
      const t = patch.texts?.[lang];
      if (t) merged[lang] = { ...t, body: t.body ?? row.texts[lang]?.body };
    }
    const texts = cleanTexts(merged, kind);
    const videoUrl =
      kind !== 'video'
        ? null
        : patch.video_url === undefined
          ? row.video_url
          : (patch.video_url?.trim() ?? null);
    const imageUrl =
      patch.image_url === undefined ? row.image_url : patch.image_url?.trim() || null;
    const videoKey = kind === 'video' ? row.video_key : null;
    checkResource({ kind, texts, video_url: videoUrl, video_key: videoKey, image_url: imageUrl });
    if (patch.category_name !== undefined) await requireCategory(tx, patch.category_name);
    const dropFile = kind !== 'pdf' && row.file_id !== null;
    const updated = await updateResource(tx, id, {
      kind,
      texts,
      search: searchTextsOf(texts),
      video_url: videoUrl,
      video_key: videoKey,
      image_url: imageUrl,
      ...(patch.category_name !== undefined ? { category_name: patch.category_name } : {}),
      ...(patch.price !== undefined ? { price: patch.price } : {}),
      ...(patch.is_featured !== undefined ? { is_featured: patch.is_featured } : {}),
      ...(dropFile ? { file_id: null, file_name: null, file_size: null } : {}),
    });
    if (!updated) throw new NotFoundError(RESOURCE_NOT_FOUND);
    if (dropFile && row.file_id) await deleteFile(tx, row.file_id);
    return updated;
  });
}

/** Whether these bytes are a PDF (by its header, not the declared type). */
export function isPdf(data: Uint8Array): boolean {
  const head = Buffer.from(data.subarray(0, 1024)).toString('latin1');
  return head.startsWith('%PDF-') && data.byteLength > 16;
}

/** How many first bytes sniffPdf needs: isPdf's header and its shortest PDF. */
export const PDF_HEAD_BYTES = 17;

/** The PDF type of an upload's first bytes (isPdf's test), or null. */
export function sniffPdf(head: Uint8Array): 'application/pdf' | null {
  return isPdf(head.subarray(0, PDF_HEAD_BYTES)) ? 'application/pdf' : null;
}

/** A file name safe to send in Content-Disposition and show: its last part, ending in .pdf. */
export function pdfFileName(given: string | undefined, fallback: string): string {
  const base = (given ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 120);
  const name = base || fallback;
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
}

/** A PDF to attach: bytes (the command line), or an upload already checked (receiveFile). */
type PdfUpload = {
  data: Uint8Array | ReceivedFile;
  filename?: string;
  storageDir?: string | null;
};

/**
 * Stores a resource's PDF inside the caller's transaction, removing the file it replaces. An
 * upload's body is kept in the storage folder from here on: the caller runs the transaction in
 * keepingFiles (as attachPdf does).
 */
export async function attachPdfIn(
  tx: Queryable,
  id: number,
  upload: PdfUpload,
): Promise<ResourceRow> {
  const size = upload.data instanceof Uint8Array ? upload.data.byteLength : upload.data.size;
  if (size > RESOURCE_FILE_MAX_BYTES)
    throw new TooLargeError(PDF_TOO_LARGE, { file: PDF_TOO_LARGE });
  if (
    upload.data instanceof Uint8Array ? !isPdf(upload.data) : upload.data.type !== 'application/pdf'
  )
    fail('file', NOT_PDF);
  const row = await findResource(tx, id);
  if (!row) throw new NotFoundError(RESOURCE_NOT_FOUND);
  if (row.kind !== 'pdf') fail('file', NOT_PDF_KIND);
  const fileId = await insertFile(tx, {
    storageDir: upload.storageDir,
    ownerId: null,
    purpose: 'resource',
    contentType: 'application/pdf',
    data: upload.data,
  });
  const updated = await updateResource(tx, id, {
    file_id: fileId,
    file_name: pdfFileName(upload.filename, `resource-${id}.pdf`),
    file_size: size,
  });
  if (!updated) throw new NotFoundError(RESOURCE_NOT_FOUND);
  if (row.file_id) await deleteFile(tx, row.file_id);
  return updated;
}

/** Stores a resource's PDF (replacing and removing the old one) in one transaction. */
export function attachPdf(db: Db, id: number, upload: PdfUpload): Promise<ResourceRow> {
  const write = () => db.transaction((tx) => attachPdfIn(tx, id, upload));
  return upload.data instanceof Uint8Array ? write() : keepingFiles([upload.data], write);
}

export function saveCategory(
  q: Queryable,
  name: string,
  body: AdminResourceCategoryBody,
): Promise<CategoryRow> {
  const titles = {
    uz: body.titles.uz.trim(),
    ru: body.titles.ru.trim(),
    en: body.titles.en.trim(),
  };
  return upsertCategory(q, {
    name,
    titles,
    ...(body.position === undefined ? {} : { position: body.position }),
  });
}
