// Types of _host-measure.mjs, for the TypeScript test that enforces the budgets.
export declare const PAGE_TARGET: number;
export declare const HOST_TARGET: { auth: number; dashboard: number } & Record<string, number>;
export declare const HOST_BUDGET: { auth: number; dashboard: number } & Record<string, number>;
export declare function budgetOf(page: string): number;
export declare function targetOf(page: string): number;
export declare const ENTRY_FEATURES: string[];
export declare const PAGE_FEATURES: Record<string, string[]>;

export interface HostPageDef {
  id: string;
  /** The page's first path in the page table. */
  path: string;
  kind: string;
  /** Its module as the manifest names it (src/pages/...). */
  module: string;
}
export declare function hostPageTable(root?: string): HostPageDef[];

export interface HostPageSize {
  /** The page's first path in the page table. */
  path: string;
  /** Every file loaded before the page paints: the entry's closure, then the page's. */
  files: string[];
  /** The files only this page adds to the entry's. */
  own: string[];
  /** gzip -9 bytes of `files`. */
  bytes: number;
  /** Widget features (packages/widgets/src/<feature>) in `own`, from the source maps. */
  ownFeatures: string[];
}

export interface HostMeasure {
  entry: { files: string[]; features: string[] };
  pages: Record<string, HostPageSize>;
  fileBytes: (file: string) => number;
}

export declare function defaultHostDist(root?: string): string;
export declare function measureHost(dist?: string): HostMeasure;
