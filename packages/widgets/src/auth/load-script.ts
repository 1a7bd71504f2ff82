// Moved to @savdo/ui/providers (the profile links the same providers); kept for old importers.
export { loadScript, resetLoadedScripts } from '@savdo/ui/providers';
