// @savdo/embed: the script-tag loader's parts (the built savdo.js is the product; these
// exports are for tests and tools).
export { entryOf, type WidgetRegistry } from './registry';
export {
  resolveEmbedConfig,
  readScriptInfo,
  type EmbedConfig,
  type EmbedMode,
  type ScriptInfo,
} from './embed-config';
export { createWidgetLoader, type WidgetLoader, type ImportModule } from './loader/widget-loader';
export { undefinedTags, openShadowRoots } from './loader/find-tags';
