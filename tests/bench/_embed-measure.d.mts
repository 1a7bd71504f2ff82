// Types of _embed-measure.mjs, for the TypeScript test that enforces the budgets.
export declare const EMBED_BUDGET: {
  loader: number;
  first: number;
  /** The partner widgets (calendar, signals) as the first on a page. */
  partnerFirst: Record<'calendar' | 'signals', number>;
  second: number;
};

export interface WidgetSize {
  files: string[];
  /** Loader + entry + every statically imported chunk, gzip -9 bytes. */
  first: number;
  /** Chunks loaded later, on demand. */
  onDemand: { file: string; bytes: number }[];
}

export interface PairSize {
  first: string;
  second: string;
  added: string[];
  bytes: number;
}

export interface EmbedMeasure {
  version: string;
  tags: Record<string, string>;
  loader: number;
  widgets: Record<string, WidgetSize>;
  pairs: PairSize[];
  fileBytes: (file: string) => number;
}

export declare function defaultEmbedDist(root?: string): string;
export declare function measureEmbed(dist?: string): EmbedMeasure;
