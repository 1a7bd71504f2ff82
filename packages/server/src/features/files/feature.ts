/** Uploaded files (avatars, demo charts), served public and immutable. */
import { defineFeature } from '../feature';
import { filesRoutes } from './routes';

export const filesFeature = defineFeature({ name: 'files', routes: [filesRoutes] });
