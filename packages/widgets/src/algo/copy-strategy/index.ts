// A copy-trading strategy's page widget: the component, its manifest, strings, the follow form's
// rules and the follow controls the copy-trading list shares (element.ts defines the element).
export { CopyStrategy, type CopyStrategyProps } from './copy-strategy';
export { copyStrategyManifest } from './manifest';
export { COPY_STRATEGY_NAMESPACE, copyStrategyStrings } from './strings';
export { checkFollow, followRequest, type FollowValues } from './follow-rules';
export { FollowControls } from './follow-controls';
