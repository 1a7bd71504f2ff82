// The session-status widget: component, strings and manifest (element.ts defines the element).
export { SessionStatus, defaultSignInHref, type SessionStatusProps } from './session-status';
export { sessionStatusManifest } from './manifest';
export { SESSION_STATUS_NAMESPACE, sessionStatusStrings } from './strings';
