/**
 * The face of the chat feature: what other features import from it, and nothing else (decision
 * 0274). Used by notifications (a support reply's notification). Its descriptor is registered in
 * features/index.ts.
 */
export { onSupportReply } from './support-replies';
