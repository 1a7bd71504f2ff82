/**
 * Lesson video delivery (docs/decisions/0171-lesson-video-delivery.md): the stream route of
 * self-hosted playback. The service itself (`app.ctx.video`) is built in app.ts from the
 * configuration, and the courses feature calls it.
 */
import { defineFeature } from '../feature';
import { videoRoutes } from './routes';

export const videoFeature = defineFeature({ name: 'video', routes: [videoRoutes] });
