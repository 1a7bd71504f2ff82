// Types of server-bundle.mjs for the TypeScript that starts server processes (the test kit).
export declare const SERVER_BUNDLE: string;
export declare const ADMIN_BUNDLE: string;
export declare const SERVER_BUNDLE_INPUTS: string[];
export declare function bundleServer(): Promise<void>;
export declare function ensureServerBundle(): Promise<string>;
export declare function serverNodeArgs(): Promise<string[]>;
