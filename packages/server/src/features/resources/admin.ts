/**
 * resource-list, resource-category-set, resource-create, resource-edit, resource-file: the
 * resource center's admin command line, over the same service (and schemas) as the admin API.
 * Texts are given per language: `--title-uz`, `--description-ru`, `--body-en` (or
 * `--body-en-file <path>` for an article's text kept in a file).
 */
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  AdminResourceBodySchema,
  AdminResourceCategoryBodySchema,
  AdminResourcePatchSchema,
  LANGUAGES,
  RESOURCE_CATEGORY_PATTERN,
  RESOURCE_FILE_MAX_BYTES,
  RESOURCE_KINDS,
  type AdminResourceBody,
  type AdminResourceCategoryBody,
  type AdminResourcePatch,
  type AdminResourceText,
  type AdminResourceTexts,
} from '@savdo/contract';
import {
  idOf,
  parse,
  positional,
  stringFlag,
  uzs,
  wholeFlag,
  type ParsedArgs,
} from '../../cli/args';
import { UsageError, type AdminCommand } from '../../cli/command';
import {
  PDF_TOO_LARGE,
  attachPdf,
  attachPdfIn,
  checkBody,
  createResource,
  editResource,
  saveCategory,
} from './admin-service';
import { presentResource } from './present';
import { findResource, listAllResourceViews } from './repository';

const TEXT_FLAGS = Object.fromEntries(
  LANGUAGES.flatMap((lang) => [
    [`title-${lang}`, { type: 'string' }],
    [`description-${lang}`, { type: 'string' }],
    [`body-${lang}`, { type: 'string' }],
    [`body-${lang}-file`, { type: 'string' }],
  ]),
) as Record<string, { type: 'string' }>;

const RESOURCE_FLAGS = {
  kind: { type: 'string' },
  category: { type: 'string' },
  price: { type: 'string' },
  featured: { type: 'boolean' },
  'not-featured': { type: 'boolean' },
  video: { type: 'string' },
  image: { type: 'string' },
  file: { type: 'string' },
  ...TEXT_FLAGS,
} as const;

/**
 * The languages named by the flags. A language needs its title when it is new (`existing`
 * holds the texts an edit starts from); an edit may change one field of a language it has.
 */
async function textsOf(
  p: ParsedArgs,
  existing: AdminResourceTexts = {},
): Promise<AdminResourceTexts | undefined> {
  const out: AdminResourceTexts = {};
  for (const lang of LANGUAGES) {
    const title = stringFlag(p, `title-${lang}`);
    const description = stringFlag(p, `description-${lang}`);
    const bodyFile = stringFlag(p, `body-${lang}-file`);
    let body = stringFlag(p, `body-${lang}`);
    if (bodyFile !== undefined) {
      if (body !== undefined)
        throw new UsageError(`--body-${lang} and --body-${lang}-file exclude each other`);
      body = await readFile(bodyFile, 'utf8').catch(() => {
        throw new UsageError(`cannot read --body-${lang}-file ${bodyFile}`);
      });
    }
    if (title === undefined && description === undefined && body === undefined) continue;
    const before = existing[lang];
    if (!before && title === undefined)
      throw new UsageError(`--title-${lang} is needed to add the ${lang} texts`);
    const text: AdminResourceText = {
      title: title ?? before?.title ?? '',
      description: description ?? before?.description ?? '',
      ...(body !== undefined ? { body } : before?.body ? { body: before.body } : {}),
    };
    out[lang] = text;
  }
  return Object.keys(out).length ? out : undefined;
}

async function readPdf(path: string): Promise<Uint8Array> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw new UsageError(`no such file: ${path}`);
  if (info.size > RESOURCE_FILE_MAX_BYTES) throw new UsageError(PDF_TOO_LARGE);
  return new Uint8Array(await readFile(path));
}

export const resourceListCommand: AdminCommand = {
  name: 'resource-list',
  readOnly: true,
  summary: 'list the resource center: kind, category, price, file and languages of each',
  usage: 'resource-list',
  async run(_args, { db, out }) {
    const rows = await listAllResourceViews(db);
    out(`${rows.length} resources`);
    for (const row of rows) {
      const r = presentResource({ ...row, owned: true }, 'en', { withBody: false });
      const langs = LANGUAGES.filter((l) => row.texts[l]).join(',');
      const file =
        r.kind === 'pdf' ? (row.file_id ? ` ${r.file_name}` : ' (no file yet: hidden)') : '';
      out(
        `  #${r.id} [${r.kind}] ${r.title} (${r.category_name}, ${r.is_free ? 'free' : `${uzs(r.price)} UZS`}` +
          `${r.is_featured ? ', featured' : ''}, ${langs})${file}`,
      );
    }
  },
};

export const resourceCategorySetCommand: AdminCommand = {
  name: 'resource-category-set',
  summary: 'add a resource category or rename one (its name in uz, ru and en)',
  usage:
    'resource-category-set <name> --title-uz <t> --title-ru <t> --title-en <t> [--position <n>]',
  async run(args, { db, out }) {
    const p = parse(args, {
      'title-uz': { type: 'string' },
      'title-ru': { type: 'string' },
      'title-en': { type: 'string' },
      position: { type: 'string' },
    });
    const name = positional(p, 0, 'name');
    if (!new RegExp(RESOURCE_CATEGORY_PATTERN).test(name) || name.length > 40 || name.length < 2)
      throw new UsageError('<name> must be 2 to 40 lowercase letters, digits and dashes');
    const position = wholeFlag(p, 'position');
    const body = checkBody<AdminResourceCategoryBody>(AdminResourceCategoryBodySchema, {
      titles: {
        uz: stringFlag(p, 'title-uz') ?? '',
        ru: stringFlag(p, 'title-ru') ?? '',
        en: stringFlag(p, 'title-en') ?? '',
      },
      ...(position !== undefined ? { position } : {}),
    });
    const row = await saveCategory(db, name, body);
    out(
      `resource-category-set: ${row.name} (${row.titles.en} / ${row.titles.uz} / ${row.titles.ru})`,
    );
  },
};

export const resourceCreateCommand: AdminCommand = {
  name: 'resource-create',
  summary: 'add a resource: a PDF (with --file), an article or a video link; free with --price 0',
  usage: `resource-create --kind <${RESOURCE_KINDS.join('|')}> --category <name> --price <UZS> [--featured] [--file <pdf>] [--video <url>] [--image <url>] --title-uz <t> [--description-uz <d>] [--body-uz <text> | --body-uz-file <path>] [the same for ru and en]`,
  async run(args, { db, out }) {
    const p = parse(args, RESOURCE_FLAGS);
    const price = wholeFlag(p, 'price');
    if (price === undefined) throw new UsageError('missing --price (0 for a free resource)');
    const texts = await textsOf(p);
    if (!texts) throw new UsageError('give the texts of at least one language (--title-uz ...)');
    const filePath = stringFlag(p, 'file');
    if (filePath !== undefined && stringFlag(p, 'kind') !== 'pdf')
      throw new UsageError('--file is only for --kind pdf');
    const data = filePath !== undefined ? await readPdf(filePath) : null;
    const body = checkBody<AdminResourceBody>(AdminResourceBodySchema, {
      kind: stringFlag(p, 'kind') ?? '',
      category_name: stringFlag(p, 'category') ?? '',
      texts,
      price,
      is_featured: p.values.featured === true,
      ...(stringFlag(p, 'video') !== undefined ? { video_url: stringFlag(p, 'video') } : {}),
      ...(stringFlag(p, 'image') !== undefined ? { image_url: stringFlag(p, 'image') } : {}),
    });
    // The resource and its file together: a PDF that cannot be stored leaves no resource.
    const row = await db.transaction(async (tx) => {
      const created = await createResource(tx, body);
      return data
        ? attachPdfIn(tx, created.id, { data, filename: basename(filePath ?? '') })
        : created;
    });
    const shown = presentResource(
      { ...row, category_titles: { uz: '', ru: '', en: '' }, owned: true },
      'en',
      { withBody: false },
    );
    out(
      `resource-create: #${row.id} [${row.kind}] ${shown.title} (${row.category_name}, ` +
        `${row.price === 0 ? 'free' : `${uzs(row.price)} UZS`})` +
        (row.kind === 'pdf' && !data ? ' - no file yet: hidden until resource-file' : ''),
    );
  },
};

export const resourceEditCommand: AdminCommand = {
  name: 'resource-edit',
  summary: "change a resource's texts, category, price, featured flag or links",
  usage:
    'resource-edit <resource id> [--kind <k>] [--category <name>] [--price <UZS>] [--featured | --not-featured] [--video <url>] [--image <url>] [--title-ru <t>] [--body-en-file <path>] ...',
  async run(args, { db, out }) {
    const p = parse(args, RESOURCE_FLAGS);
    const id = idOf(p, 0, 'resource id');
    if (p.values.featured && p.values['not-featured'])
      throw new UsageError('--featured and --not-featured exclude each other');
    if (stringFlag(p, 'file') !== undefined)
      throw new UsageError('use resource-file to replace a PDF');
    const existing = await findResource(db, id);
    const texts = await textsOf(p, existing?.texts ?? {});
    const price = wholeFlag(p, 'price');
    const patch = checkBody<AdminResourcePatch>(AdminResourcePatchSchema, {
      ...(stringFlag(p, 'kind') !== undefined ? { kind: stringFlag(p, 'kind') } : {}),
      ...(stringFlag(p, 'category') !== undefined
        ? { category_name: stringFlag(p, 'category') }
        : {}),
      ...(price !== undefined ? { price } : {}),
      ...(p.values.featured ? { is_featured: true } : {}),
      ...(p.values['not-featured'] ? { is_featured: false } : {}),
      ...(stringFlag(p, 'video') !== undefined ? { video_url: stringFlag(p, 'video') } : {}),
      ...(stringFlag(p, 'image') !== undefined ? { image_url: stringFlag(p, 'image') } : {}),
      ...(texts ? { texts } : {}),
    });
    const row = await editResource(db, id, patch);
    out(
      `resource-edit: #${row.id} [${row.kind}] (${row.category_name}, ` +
        `${row.price === 0 ? 'free' : `${uzs(row.price)} UZS`}${row.is_featured ? ', featured' : ''})`,
    );
  },
};

export const resourceFileCommand: AdminCommand = {
  name: 'resource-file',
  summary: "attach or replace a PDF resource's file (the old file is removed)",
  usage: 'resource-file <resource id> <path to .pdf>',
  async run(args, { db, out }) {
    const p = parse(args, {});
    const id = idOf(p, 0, 'resource id');
    const path = positional(p, 1, 'path to .pdf');
    const data = await readPdf(path);
    const row = await attachPdf(db, id, { data, filename: basename(path) });
    out(`resource-file: #${row.id} ${row.file_name} (${row.file_size} bytes)`);
  },
};
