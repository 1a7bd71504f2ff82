// The help widget: the component and its manifest (element.ts defines the element). Its
// strings are @savdo/ui/help's (shared with the host app's contextual help).
export { Help, type HelpProps } from './help';
export { helpManifest } from './manifest';
export { HelpCenter, PageHelp } from '@savdo/ui/help';
