export declare const EMBED_DIST: string;
export declare function requireEmbedBuild(bench: string): void;
export declare function serveEmbedPage(page: string): Promise<{ base: string; close: () => void }>;
