/**
 * The resource center: a library of trading materials in
 * categories, some featured, free or paid. Three kinds: a PDF file, an article (a plain-text
 * body), a video link. A paid resource is bought through the purchase service (kind
 * 'resource'); until then its file, body and link stay locked (decision 0210).
 *
 * Calls (main root):
 * - `GET /resource/all` (limit, page, category_name, is_featured, search; 12 a page)
 * - `GET /resource/categories`: the categories with their names in every language and counts
 * - `GET /resource/{id}`; `POST /resource/{id}/purchase` (Idempotency-Key)
 * - `GET /resource/{id}/file`: a PDF resource's file, for buyers (free ones: anyone signed in)
 * - `GET /resource/{id}/download`: a short-lived signed link to that file (decision 0284)
 * - `GET /resource/{id}/playback`: a video resource's short-lived playback token (decision 0284)
 * - `GET /resource/{id}/position`, `PUT /resource/{id}/position` (position_seconds): where the
 *   viewer stopped in a video resource, per account as a lesson's (decision 0288)
 *
 * Texts: the answer's `title`, `description` and `body` are in the language the request asks
 * for (Accept-Language), falling back to Uzbek, then English, then Russian; `translations`
 * carries the titles and descriptions of every language given, as courses and signals do.
 * Search looks at the title and description in that same language.
 */
import { Type, type Static } from 'typebox';
import {
  IdSchema,
  LiteralUnion,
  Nullable,
  PageNumberSchema,
  PageOf,
  PageQuerySchema,
  ResultOf,
} from './common';
import { AdminListQuery } from './admin-list-query';
import { PurchaseSchema } from './purchases';
import { LanguageSchema } from './user';

/** The catalog's page size. */
export const RESOURCES_PAGE_SIZE = 12;

export const RESOURCE_KINDS = ['pdf', 'article', 'video'] as const;
export const ResourceKindSchema = LiteralUnion(RESOURCE_KINDS, {
  errorMessage: `kind must be one of: ${RESOURCE_KINDS.join(', ')}`,
});
export type ResourceKind = Static<typeof ResourceKindSchema>;

/** A category's name: a short slug, the key the filter and the tabs use. */
export const RESOURCE_CATEGORY_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
export const ResourceCategoryNameSchema = Type.String({
  minLength: 2,
  maxLength: 40,
  pattern: RESOURCE_CATEGORY_PATTERN,
  errorMessage: 'category_name must be 2 to 40 lowercase letters, digits and dashes',
});

/**
 * A category asked for in the filter: the slug in any case ("Trading" finds `trading`); the
 * server compares it lowercased. Stored names stay lowercase (ResourceCategoryNameSchema).
 */
export const ResourceCategoryFilterSchema = Type.String({
  minLength: 2,
  maxLength: 40,
  pattern: '^[a-zA-Z0-9]+(-[a-zA-Z0-9]+)*$',
  errorMessage: 'category_name must be 2 to 40 letters, digits and dashes',
});

/** The most a resource's PDF may hold (admin upload). */
export const RESOURCE_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Limits of the texts an admin writes. */
export const RESOURCE_TITLE_MAX = 200;
export const RESOURCE_DESCRIPTION_MAX = 1000;
export const RESOURCE_BODY_MAX = 50_000;
export const RESOURCE_SEARCH_MAX = 100;
export const RESOURCE_URL_MAX = 2000;
/** Integer UZS; 0 is free. */
export const RESOURCE_PRICE_MAX = 100_000_000;

/** Whether a video link is an absolute http(s) address (the only kind a link may open). */
export function isHttpUrl(text: string): boolean {
  if (text.length > RESOURCE_URL_MAX) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A resource's title and description in one language. */
export const ResourceSummaryTextSchema = Type.Object({
  title: Type.String(),
  description: Type.String(),
});
export const ResourceTranslationsSchema = Type.Object({
  uz: Type.Optional(ResourceSummaryTextSchema),
  ru: Type.Optional(ResourceSummaryTextSchema),
  en: Type.Optional(ResourceSummaryTextSchema),
});
export type ResourceTranslations = Static<typeof ResourceTranslationsSchema>;

export const ResourceSchema = Type.Object({
  id: Type.Integer(),
  kind: ResourceKindSchema,
  /** In `language`: the request's language when the resource has it, else its fallback. */
  title: Type.String(),
  description: Type.String(),
  language: LanguageSchema,
  translations: ResourceTranslationsSchema,
  /**
   * An article's text (plain text; blank lines part paragraphs), in `language`. Only in the
   * answer of `GET /resource/{id}` and only when the viewer may read it; null otherwise.
   */
  body: Nullable(Type.String()),
  category_name: Type.String(),
  /** The category's name in `language`. */
  category_title: Type.String(),
  is_featured: Type.Boolean(),
  /** Integer UZS; 0 for a free resource. */
  price: Type.Integer({ minimum: 0 }),
  is_free: Type.Boolean(),
  /** The viewer bought it. */
  purchased: Type.Boolean(),
  /** The viewer may open it: free, or bought. */
  can_access: Type.Boolean(),
  /** A PDF's address (`GET /resource/{id}/file`, with the bearer) when the viewer may open it. */
  file_url: Nullable(Type.String()),
  file_name: Nullable(Type.String()),
  /** Bytes of the PDF; shown even while locked, so a buyer knows what they get. */
  file_size: Nullable(Type.Integer({ minimum: 0 })),
  /**
   * An outside video link (http or https): only for a FREE video that has no file of ours. A paid
   * resource's link never leaves the server (docs/decisions/0284-paid-resources-delivery.md).
   */
  video_url: Nullable(Type.String()),
  /**
   * A video the product's protected player plays: `GET /resource/{id}/playback` (with the bearer)
   * answers a short-lived playback token, as a lesson's otp does; null when locked or absent.
   */
  playback_url: Nullable(Type.String()),
  /** An article's reading time, whole minutes (at least 1); null for the other kinds. */
  reading_minutes: Nullable(Type.Integer({ minimum: 1 })),
  image_url: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type Resource = Static<typeof ResourceSchema>;

export const ResourceFiltersSchema = Type.Object({
  category_name: Type.Optional(ResourceCategoryFilterSchema),
  is_featured: Type.Optional(Type.Boolean({ errorMessage: 'is_featured must be true or false' })),
  search: Type.Optional(
    Type.String({
      maxLength: RESOURCE_SEARCH_MAX,
      errorMessage: `search must be at most ${RESOURCE_SEARCH_MAX} characters`,
    }),
  ),
});
export type ResourceFilters = Static<typeof ResourceFiltersSchema>;
export const ResourceQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  page: Type.Optional(PageNumberSchema),
  ...ResourceFiltersSchema.properties,
});
export type ResourceQuery = Static<typeof ResourceQuerySchema>;

export const ResourceIdParamsSchema = Type.Object({ id: IdSchema('Resource not found') });

export const ResourcesResultSchema = PageOf(ResourceSchema);
export type ResourcesResponse = Static<typeof ResourcesResultSchema>;
export const ResourceResultSchema = ResultOf(ResourceSchema);
export type ResourceResponse = Static<typeof ResourceResultSchema>;

/** A category with its name in every language and how many resources it holds. */
export const ResourceCategorySchema = Type.Object({
  name: Type.String(),
  /** In the request's language. */
  title: Type.String(),
  titles: Type.Object({ uz: Type.String(), ru: Type.String(), en: Type.String() }),
  position: Type.Integer(),
  count: Type.Integer({ minimum: 0 }),
});
export type ResourceCategory = Static<typeof ResourceCategorySchema>;
export const ResourceCategoriesResultSchema = ResultOf(Type.Array(ResourceCategorySchema));
export type ResourceCategoriesResponse = Static<typeof ResourceCategoriesResultSchema>;

export const ResourcePurchaseResultSchema = ResultOf(
  Type.Object({ resource: ResourceSchema, purchase: PurchaseSchema }),
);
export type ResourcePurchaseResponse = Static<typeof ResourcePurchaseResultSchema>;

// ---- admin ----

/** One language's texts as an admin writes them; `body` is an article's text. */
export const AdminResourceTextSchema = Type.Object(
  {
    title: Type.String({
      minLength: 3,
      maxLength: RESOURCE_TITLE_MAX,
      pattern: '\\S',
      errorMessage: `title must be 3 to ${RESOURCE_TITLE_MAX} characters`,
    }),
    description: Type.String({
      maxLength: RESOURCE_DESCRIPTION_MAX,
      errorMessage: `description must be at most ${RESOURCE_DESCRIPTION_MAX} characters`,
    }),
    body: Type.Optional(
      Type.String({
        maxLength: RESOURCE_BODY_MAX,
        errorMessage: `body must be at most ${RESOURCE_BODY_MAX} characters`,
      }),
    ),
  },
  { additionalProperties: false },
);
export type AdminResourceText = Static<typeof AdminResourceTextSchema>;
export const AdminResourceTextsSchema = Type.Object(
  {
    uz: Type.Optional(AdminResourceTextSchema),
    ru: Type.Optional(AdminResourceTextSchema),
    en: Type.Optional(AdminResourceTextSchema),
  },
  { additionalProperties: false },
);
export type AdminResourceTexts = Static<typeof AdminResourceTextsSchema>;

export const AdminResourceBodySchema = Type.Object(
  {
    kind: ResourceKindSchema,
    category_name: ResourceCategoryNameSchema,
    /** At least one language; an article needs a body in each language it has. */
    texts: AdminResourceTextsSchema,
    price: Type.Integer({
      minimum: 0,
      maximum: RESOURCE_PRICE_MAX,
      errorMessage: `price must be a whole number of UZS from 0 to ${RESOURCE_PRICE_MAX}`,
    }),
    is_featured: Type.Optional(Type.Boolean()),
    /** A video resource's link: http or https. */
    video_url: Type.Optional(
      Nullable(
        Type.String({
          maxLength: RESOURCE_URL_MAX,
          errorMessage: 'video_url must be an http or https address',
        }),
      ),
    ),
    image_url: Type.Optional(
      Nullable(
        Type.String({
          maxLength: RESOURCE_URL_MAX,
          errorMessage: 'image_url must be an http or https address',
        }),
      ),
    ),
  },
  { additionalProperties: false },
);
export type AdminResourceBody = Static<typeof AdminResourceBodySchema>;
/** An edit sends only what changes; `texts` replaces the languages it names. */
export const AdminResourcePatchSchema = Type.Partial(AdminResourceBodySchema, {
  additionalProperties: false,
});
export type AdminResourcePatch = Static<typeof AdminResourcePatchSchema>;

export const AdminResourceCategoryParamsSchema = Type.Object({
  name: ResourceCategoryNameSchema,
});
const CategoryTitleSchema = (lang: string) =>
  Type.String({
    minLength: 2,
    maxLength: 60,
    pattern: '\\S',
    errorMessage: `titles.${lang} must be 2 to 60 characters`,
  });
export const AdminResourceCategoryBodySchema = Type.Object(
  {
    titles: Type.Object(
      {
        uz: CategoryTitleSchema('uz'),
        ru: CategoryTitleSchema('ru'),
        en: CategoryTitleSchema('en'),
      },
      { additionalProperties: false },
    ),
    position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  },
  { additionalProperties: false },
);
export type AdminResourceCategoryBody = Static<typeof AdminResourceCategoryBodySchema>;
export const ResourceCategoryResultSchema = ResultOf(ResourceCategorySchema);

/**
 * `GET /resource/{id}/download`: a buyer's (or, for a free file, anyone signed in) short-lived
 * signed link to the file (`/files/{id}?exp=&sig=&name=`), answered with attachment and the
 * file's name; 404 for anyone else (docs/decisions/0284-paid-resources-delivery.md).
 */
export const ResourceDownloadSchema = Type.Object({
  url: Type.String(),
  file_name: Type.String(),
  /** When the link stops working. */
  expires_at: Type.String(),
});
export type ResourceDownload = Static<typeof ResourceDownloadSchema>;
export const ResourceDownloadResultSchema = ResultOf(ResourceDownloadSchema);
export type ResourceDownloadResponse = Static<typeof ResourceDownloadResultSchema>;

/**
 * Where the viewer stopped in a video resource, kept per account as a lesson's position is
 * (docs/decisions/0288-resource-position-per-account.md); 0 before any.
 */
export const ResourcePositionSchema = Type.Object({
  resource_id: Type.Integer(),
  position_seconds: Type.Number(),
});
export type ResourcePosition = Static<typeof ResourcePositionSchema>;
export const ResourcePositionResultSchema = ResultOf(ResourcePositionSchema);
export type ResourcePositionResponse = Static<typeof ResourcePositionResultSchema>;

/** A day at most, as a lesson's position. */
export const RESOURCE_POSITION_MAX_SECONDS = 86_400;
export const ResourcePositionBodySchema = Type.Object(
  {
    /** Seconds from the start; 0 when the video ended (the next visit starts over). */
    position_seconds: Type.Number({
      minimum: 0,
      maximum: RESOURCE_POSITION_MAX_SECONDS,
      errorMessage: `position_seconds must be a number of seconds from 0 to ${RESOURCE_POSITION_MAX_SECONDS}`,
    }),
  },
  { additionalProperties: false },
);
export type ResourcePositionRequest = Static<typeof ResourcePositionBodySchema>;

/** `GET /resource/{id}/file?download=true` asks the browser to save it rather than show it. */
export const ResourceFileQuerySchema = Type.Object({
  download: Type.Optional(Type.Boolean({ errorMessage: 'download must be true or false' })),
});

export const ADMIN_RESOURCE_SORTS = ['created_at', 'updated_at', 'title', 'price'] as const;
/** GET /admin/resources: every resource, newest first; search in every language's title. */
export const AdminResourcesQuerySchema = AdminListQuery(ADMIN_RESOURCE_SORTS, {
  kind: Type.Optional(ResourceKindSchema),
  category_name: Type.Optional(ResourceCategoryNameSchema),
  is_featured: Type.Optional(Type.Boolean()),
  is_free: Type.Optional(Type.Boolean()),
});
export type AdminResourcesQuery = Static<typeof AdminResourcesQuerySchema>;
export const AdminResourcesPageSchema = PageOf(ResourceSchema);
export type AdminResourcesResponse = Static<typeof AdminResourcesPageSchema>;
