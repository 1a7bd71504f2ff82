/**
 * The widget gallery (docs/decisions/0324-widget-gallery-and-builder.md): the builder's preview
 * frame. The gallery page itself is the host app's /widgets; it reads the elements' manifests.
 */
import { defineFeature } from '../feature';
import { widgetPreviewPage } from './routes';

export const widgetGalleryFeature = defineFeature({
  name: 'widget-gallery',
  pages: [widgetPreviewPage],
});
