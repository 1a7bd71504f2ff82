// Types of strip-docs.mjs, for the tests.
export declare function stripDocStrings(code: string): string;
export declare function stripManifestDocs(): { name: string };
