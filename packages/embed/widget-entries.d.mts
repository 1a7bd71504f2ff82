// Types of widget-entries.mjs, for the tests.
export interface WidgetEntry {
  /** The entry's name: its folder under packages/widgets/src (`journal`, `courses/player`). */
  entry: string;
  /** Absolute paths of its element.ts(x) and manifest.ts. */
  element: string;
  manifest: string;
  /** The tags its manifest declares. */
  tags: string[];
}
export declare function widgetEntries(root?: string): WidgetEntry[];
export declare function widgetRegistry(root?: string): Record<string, string>;
