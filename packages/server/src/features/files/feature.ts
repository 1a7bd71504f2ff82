/**
 * Uploaded files: public ones immutable, private ones through signed links, and the upload
 * limits (docs/decisions/0276-bounded-uploads-and-private-files.md).
 */
import { defineFeature } from '../feature';
import { sweepBodies } from './file-bodies';
import { filesRoutes } from './routes';

export const filesFeature = defineFeature({
  name: 'files',
  routes: [filesRoutes],
  jobs: [
    {
      name: 'files.sweep-bodies',
      everyMs: 10 * 60_000,
      async run(ctx) {
        const dir = ctx.config.files.storageDir;
        if (dir) await sweepBodies(ctx.db, dir);
      },
    },
  ],
});
