/** Dashboard banners and the per-page instructions (section 3). No server route yet. */
import { Type, type Static } from 'typebox';
import { Nullable, PageOf, PageQuerySchema } from './common';

export const BannerSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  image_url: Type.String(),
  link_url: Nullable(Type.String()),
});
export type Banner = Static<typeof BannerSchema>;
export const BannersResultSchema = PageOf(BannerSchema);
export type BannersResponse = Static<typeof BannersResultSchema>;

/** A how-to shown on one page of the product (`location`). */
export const InstructionSchema = Type.Object({
  id: Type.Integer(),
  location: Type.String(),
  title: Type.String(),
  body: Type.String(),
  video_url: Nullable(Type.String()),
});
export type Instruction = Static<typeof InstructionSchema>;
export const InstructionQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  location: Type.Optional(Type.String()),
});
export type InstructionQuery = Static<typeof InstructionQuerySchema>;
export const InstructionsResultSchema = PageOf(InstructionSchema);
export type InstructionsResponse = Static<typeof InstructionsResultSchema>;
