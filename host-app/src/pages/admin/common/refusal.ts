// Where a form shows the server's refusal: beside the field it names (its `detail`, or a message
// that starts with the field's name, as the contract's messages do), otherwise above the buttons
// (docs/decisions/0299-back-office-content-forms-and-uploads.md). Only the fields the form shows
// count, so a refusal is never put beside a field that is not there.
import { apiErrorMessage, apiFieldErrors } from '@savdo/core';

export interface Refusal {
  fields: Record<string, string>;
  message: string | null;
}

export function refusalOf(error: unknown, fields: readonly string[], fallback: string): Refusal {
  const message = apiErrorMessage(error, fallback);
  const named = Object.fromEntries(
    Object.entries(apiFieldErrors(error)).filter(([field]) => fields.includes(field)),
  );
  if (Object.keys(named).length > 0) return { fields: named, message: null };
  const field = fields.find((name) => message.startsWith(`${name} `));
  return field ? { fields: { [field]: message }, message: null } : { fields: {}, message };
}
