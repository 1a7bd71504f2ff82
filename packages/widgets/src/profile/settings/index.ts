// The settings widget: the component, its manifest and strings (element.ts defines the element).
export { Settings, type SettingsProps } from './settings';
export { settingsManifest, type SettingsChangeDetail } from './manifest';
export { SETTINGS_NAMESPACE, settingsStrings } from './strings';
