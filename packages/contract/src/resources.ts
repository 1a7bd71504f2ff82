/**
 * Resources (section 3): files to buy or download. No server route yet: the schemas state the
 * shapes once, and the feature adds its limits to them when it lands.
 */
import { Type, type Static } from 'typebox';
import { Nullable, PageOf, PageQuerySchema, ResultOf } from './common';

export const ResourceSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  category_name: Type.String(),
  is_featured: Type.Boolean(),
  price: Type.Integer(),
  purchased: Type.Boolean(),
  file_url: Nullable(Type.String()),
  image_url: Nullable(Type.String()),
  created_at: Type.String(),
});
export type Resource = Static<typeof ResourceSchema>;

export const ResourceFiltersSchema = Type.Object({
  category_name: Type.Optional(Type.String()),
  is_featured: Type.Optional(Type.Boolean()),
  search: Type.Optional(Type.String()),
});
export type ResourceFilters = Static<typeof ResourceFiltersSchema>;
export const ResourceQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  ...ResourceFiltersSchema.properties,
});
export type ResourceQuery = Static<typeof ResourceQuerySchema>;

export const ResourcesResultSchema = PageOf(ResourceSchema);
export type ResourcesResponse = Static<typeof ResourcesResultSchema>;
export const ResourceResultSchema = ResultOf(ResourceSchema);
export type ResourceResponse = Static<typeof ResourceResultSchema>;
