/**
 * Dashboard banners (GET /banner, 10 a page, only those active now) and the per-page
 * instructions (GET /instruction, all of them, optionally for one location), with the admin's
 * calls under /admin/banner and /admin/instruction (sections 3, 7; decision 17).
 */
import { Type, type Static } from 'typebox';
import { AdminListQuery } from './admin-list-query';
import { IdSchema, LiteralUnion, Nullable, PageNumberSchema, PageOf, ResultOf } from './common';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './constants';

/** Text in the three interface languages; the server answers the one the request asks for. */
const TEXT_LIMITS = { title: 200, body: 5000 } as const;
const LocalizedSchema = (max: number, field: string) =>
  Type.Object(
    {
      uz: Type.String({
        minLength: 1,
        maxLength: max,
        errorMessage: `${field}.uz: 1 to ${max} characters`,
      }),
      ru: Type.String({
        minLength: 1,
        maxLength: max,
        errorMessage: `${field}.ru: 1 to ${max} characters`,
      }),
      en: Type.String({
        minLength: 1,
        maxLength: max,
        errorMessage: `${field}.en: 1 to ${max} characters`,
      }),
    },
    { additionalProperties: false },
  );
export const LocalizedTitleSchema = LocalizedSchema(TEXT_LIMITS.title, 'title');
export type LocalizedText = Static<typeof LocalizedTitleSchema>;
export const LocalizedBodySchema = LocalizedSchema(TEXT_LIMITS.body, 'body');

/** A link inside the product (`/plans`) or an http(s) address. */
const LinkSchema = Type.String({
  maxLength: 2000,
  pattern: '^(/[^/\\\\]|/$|https?://)',
  errorMessage: 'link_url must be a path starting with / or an http(s) address',
});
const ImageUrlSchema = Type.String({
  minLength: 1,
  maxLength: 2000,
  pattern: '^(/[^/\\\\]|https?://)',
  errorMessage: 'image_url must be a path starting with / or an http(s) address',
});
const DateTimeSchema = (field: string) =>
  Type.String({ format: 'date-time', errorMessage: `${field} must be a date and time (ISO 8601)` });

export const BannerSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  image_url: Type.String(),
  link_url: Nullable(Type.String()),
  /** The active window; null is open-ended. */
  starts_at: Nullable(Type.String()),
  ends_at: Nullable(Type.String()),
});
export type Banner = Static<typeof BannerSchema>;
export const BannerQuerySchema = Type.Object({
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      errorMessage: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
    }),
  ),
  page: Type.Optional(PageNumberSchema),
});
export type BannerQuery = Static<typeof BannerQuerySchema>;
export const BannersResultSchema = PageOf(BannerSchema);
export type BannersResponse = Static<typeof BannersResultSchema>;

/** What the admin sees and writes: every language, position and the window. */
export const AdminBannerSchema = Type.Object({
  id: Type.Integer(),
  title: LocalizedTitleSchema,
  image_url: Type.String(),
  link_url: Nullable(Type.String()),
  starts_at: Nullable(Type.String()),
  ends_at: Nullable(Type.String()),
  position: Type.Integer(),
  /** Whether GET /banner serves it now. */
  active: Type.Boolean(),
});
export type AdminBanner = Static<typeof AdminBannerSchema>;
export const AdminBannersResultSchema = ResultOf(Type.Array(AdminBannerSchema));
export const AdminBannerResultSchema = ResultOf(AdminBannerSchema);
const BANNER_OPTIONAL_FIELDS = {
  link_url: Type.Optional(Nullable(LinkSchema)),
  starts_at: Type.Optional(Nullable(DateTimeSchema('starts_at'))),
  ends_at: Type.Optional(Nullable(DateTimeSchema('ends_at'))),
  position: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 10000, errorMessage: 'position must be 0 to 10000' }),
  ),
};
export const BannerInputSchema = Type.Object(
  {
    title: LocalizedTitleSchema,
    image_url: ImageUrlSchema,
    link_url: Type.Optional(Nullable(LinkSchema)),
    starts_at: Type.Optional(Nullable(DateTimeSchema('starts_at'))),
    ends_at: Type.Optional(Nullable(DateTimeSchema('ends_at'))),
    position: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 10000, errorMessage: 'position must be 0 to 10000' }),
    ),
  },
  { additionalProperties: false },
);
export type BannerInput = Static<typeof BannerInputSchema>;
// Written out rather than Type.Partial: Partial pulls TypeBox's type engine into client chunks.
export const BannerPatchSchema = Type.Object(
  {
    title: Type.Optional(LocalizedTitleSchema),
    image_url: Type.Optional(ImageUrlSchema),
    ...BANNER_OPTIONAL_FIELDS,
  },
  { additionalProperties: false },
);
export type BannerPatch = Static<typeof BannerPatchSchema>;
export const BannerIdParamsSchema = Type.Object({
  id: IdSchema('id must be a positive whole number'),
});

/**
 * A banner's picture uploaded from the back office (PUT /admin/banner/{id}/image, multipart,
 * field `image`): PNG, JPEG or WebP by its first bytes, at most BANNER_IMAGE_MAX_BYTES. It is
 * stored as a public file and becomes the banner's `image_url`.
 */
export const BANNER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const BANNER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const BANNER_IMAGE_ERRORS = {
  choose: 'Choose a PNG, JPEG or WebP image for the banner',
  notImage: 'A banner image must be a PNG, JPEG or WebP picture',
  tooLarge: `The banner image must be at most ${BANNER_IMAGE_MAX_BYTES / (1024 * 1024)} MB`,
} as const;

/** Where in the product an instruction is shown (the page's location). */
export const INSTRUCTION_LOCATIONS = [
  'dashboard',
  'top_up',
  'courses',
  'signals',
  'calendar',
  'journal',
  'algo',
  'resources',
  'plans',
  'profile',
  'chat',
  'help',
] as const;
export const InstructionLocationSchema = LiteralUnion(INSTRUCTION_LOCATIONS, {
  errorMessage: `location must be one of: ${INSTRUCTION_LOCATIONS.join(', ')}`,
});
export type InstructionLocation = Static<typeof InstructionLocationSchema>;

/** A how-to shown on one page of the product (`location`), in the request's language. */
export const InstructionSchema = Type.Object({
  id: Type.Integer(),
  location: InstructionLocationSchema,
  title: Type.String(),
  /** Plain text; blank lines separate paragraphs. */
  body: Type.String(),
  video_url: Nullable(Type.String()),
});
export type Instruction = Static<typeof InstructionSchema>;
/** The client asks for 10000 and gets all of them (decision 17): no cap below that. */
export const InstructionQuerySchema = Type.Object({
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: PAGE_SIZE.instructions,
      errorMessage: `limit must be a whole number from 1 to ${PAGE_SIZE.instructions}`,
    }),
  ),
  page: Type.Optional(PageNumberSchema),
  location: Type.Optional(InstructionLocationSchema),
});
export type InstructionQuery = Static<typeof InstructionQuerySchema>;
export const InstructionsResultSchema = PageOf(InstructionSchema);
export type InstructionsResponse = Static<typeof InstructionsResultSchema>;

export const AdminInstructionSchema = Type.Object({
  id: Type.Integer(),
  location: InstructionLocationSchema,
  title: LocalizedTitleSchema,
  body: LocalizedBodySchema,
  video_url: Nullable(Type.String()),
  position: Type.Integer(),
});
export type AdminInstruction = Static<typeof AdminInstructionSchema>;
export const AdminInstructionsResultSchema = ResultOf(Type.Array(AdminInstructionSchema));
export const AdminInstructionResultSchema = ResultOf(AdminInstructionSchema);
/** An instruction's video: an http(s) address. */
const InstructionVideoUrlSchema = Type.String({
  maxLength: 2000,
  pattern: '^https?://',
  errorMessage: 'video_url must be an http(s) address',
});
/** Where an instruction stands among those of its location. */
const InstructionPositionSchema = Type.Integer({
  minimum: 0,
  maximum: 10000,
  errorMessage: 'position must be 0 to 10000',
});

export const InstructionInputSchema = Type.Object(
  {
    location: InstructionLocationSchema,
    title: LocalizedTitleSchema,
    body: LocalizedBodySchema,
    video_url: Type.Optional(Nullable(InstructionVideoUrlSchema)),
    position: Type.Optional(InstructionPositionSchema),
  },
  { additionalProperties: false },
);
export type InstructionInput = Static<typeof InstructionInputSchema>;
export const InstructionPatchSchema = Type.Object(
  {
    location: Type.Optional(InstructionLocationSchema),
    title: Type.Optional(LocalizedTitleSchema),
    body: Type.Optional(LocalizedBodySchema),
    video_url: Type.Optional(Nullable(InstructionVideoUrlSchema)),
    position: Type.Optional(InstructionPositionSchema),
  },
  { additionalProperties: false },
);
export type InstructionPatch = Static<typeof InstructionPatchSchema>;

export const ADMIN_BANNER_SORTS = ['position', 'id', 'starts_at', 'ends_at'] as const;
/** GET /admin/banner: in their order; search in every language's title. */
export const AdminBannersQuerySchema = AdminListQuery(ADMIN_BANNER_SORTS, {
  /** Served by GET /banner now. */
  active: Type.Optional(Type.Boolean()),
});
export type AdminBannersQuery = Static<typeof AdminBannersQuerySchema>;
export const AdminBannersPageSchema = PageOf(AdminBannerSchema);
export type AdminBannersResponse = Static<typeof AdminBannersPageSchema>;

export const ADMIN_INSTRUCTION_SORTS = ['position', 'id'] as const;
/** GET /admin/instruction: in their order; search in every language's title and body. */
export const AdminInstructionsQuerySchema = AdminListQuery(ADMIN_INSTRUCTION_SORTS, {
  location: Type.Optional(InstructionLocationSchema),
});
export type AdminInstructionsQuery = Static<typeof AdminInstructionsQuerySchema>;
export const AdminInstructionsPageSchema = PageOf(AdminInstructionSchema);
export type AdminInstructionsResponse = Static<typeof AdminInstructionsPageSchema>;
