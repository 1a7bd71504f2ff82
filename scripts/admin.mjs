#!/usr/bin/env node
// `npm run admin -- <command> [arguments]` (`--help` lists the commands): the admin command line
// (packages/server/src/cli/admin.ts) from the server's bundle, built first if the server's
// sources changed since (scripts/build/server-bundle.mjs): a command starts in about a second of
// CPU instead of four through tsx.
import { pathToFileURL } from 'node:url';
import { ADMIN_BUNDLE, ensureServerBundle } from './build/server-bundle.mjs';

await ensureServerBundle();
// Stack traces name the TypeScript lines, as under `npm start`.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(ADMIN_BUNDLE).href);
