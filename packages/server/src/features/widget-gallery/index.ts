/**
 * The face of the widget gallery feature: the preview page's parts, which the partner demo
 * server (partner-demo.ts) serves on its own origin too. Its descriptor is registered in
 * features/index.ts.
 */
export { readWidgetPreview, renderWidgetPreview, widgetPreviewPolicy } from './preview-page';
