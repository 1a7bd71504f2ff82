// The profile widget: the component, its manifest and strings (element.ts defines the element).
export { Profile, ProfileLoading, type ProfileProps } from './profile';
export { profileManifest } from './manifest';
export { PROFILE_NAMESPACE, profileStrings } from './strings';
