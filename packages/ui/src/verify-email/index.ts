// "Verify your email first" (verify-first.tsx), its own entry (`@savdo/ui/verify-email`): the
// purchase dialog and the top-up load it on demand, only for an unverified user.
export {
  default,
  verifyFirstStrings,
  type VerifyFirstProps,
  type VerifyLinkState,
} from './verify-first';
