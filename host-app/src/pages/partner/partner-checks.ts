// The partner page's form checks: the contract's request schemas the server checks with, so a
// refusal reads the same in the browser as in the server's 400, in the interface's language
// (contract/error-messages.ts). They bring TypeBox and the page's copy of the contract (about
// 40 KB gzip, docs/decisions/0305-back-office-contract-copy.md), so the page loads this module
// with the first check, not with the page (`import('./partner-checks')` where a form checks).
import {
  PartnerApplyBodySchema,
  PartnerOwnKeyBodySchema,
  localizeErrorMessage,
  type Language,
} from '@savdo/contract';
import { formErrors } from '@savdo/contract/readable-errors';
import type { TSchema } from 'typebox';

/** Field -> message in `lang`; empty when the body passes. */
function errorsOf(schema: TSchema, body: unknown, lang: Language): Record<string, string> {
  return Object.fromEntries(
    Object.entries(formErrors(schema, body)).map(([field, message]) => [
      field,
      localizeErrorMessage(message, lang),
    ]),
  );
}

/** A partner application (site name, address, note). */
export const applicationErrors = (body: unknown, lang: Language) =>
  errorsOf(PartnerApplyBodySchema, body, lang);

/** A partner's own key: its name and allowed origins. */
export const keyErrors = (body: unknown, lang: Language) =>
  errorsOf(PartnerOwnKeyBodySchema, body, lang);
