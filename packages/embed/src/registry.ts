// Which entry defines which element. The map is not kept by hand: the embed build derives it
// from the widget folders (packages/embed/widget-entries.mjs: one entry per
// packages/widgets/src/**/element.ts, named by its folder's path, with the tags its manifest.ts
// declares) and writes it into savdo.js. The loader imports `<base>widgets/<entry>.js` the
// first time one of the entry's tags appears.

/** Tag -> entry (`journal`, `courses/player`). */
export type WidgetRegistry = Readonly<Record<string, string>>;

/** The entry of a tag, or undefined for a tag we do not ship. */
export function entryOf(registry: WidgetRegistry, tag: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(registry, tag) ? registry[tag] : undefined;
}
