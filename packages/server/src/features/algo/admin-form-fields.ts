/**
 * The purchase form as the back office changes it (PATCH /admin/algo-trade/bots/{id}
 * `form_fields`): each field named once, only the settings its type has (a select's options, a
 * text's length, a number's bounds), and bounds the purchase can store (a deposit above 0, a risk
 * above 0 and at most 100 %, the columns' CHECKs in 0030_algo.sql).
 */
import { ALGO_ADMIN_MESSAGES, type AdminFormFieldInput, type AlgoPlatform } from '@savdo/contract';
import { ValidationError } from '../../domain-errors';
import { productFields } from './form-fields';

const refuse = (message: string) => new ValidationError(message, { form_fields: message });

/** The settings each field type takes besides its labels and placeholder. */
const SETTINGS: Record<string, readonly (keyof AdminFormFieldInput)[]> = {
  select: ['options'],
  text: ['max_length'],
  number: ['min', 'max', 'step'],
};
const ALL_SETTINGS = ['options', 'max_length', 'min', 'max', 'step'] as const;
/** The largest value each number field's column may hold. */
const CEILING: Record<string, number> = { deposit: 1_000_000_000, risk: 100 };

/** The list as it will be stored, or a 400 naming `form_fields`. */
export function checkFormFields(
  platforms: readonly AlgoPlatform[],
  fields: readonly AdminFormFieldInput[],
): AdminFormFieldInput[] {
  const names = fields.map((f) => f.name);
  if (new Set(names).size !== names.length) throw refuse(ALGO_ADMIN_MESSAGES.fieldTwice);
  const product = productFields(platforms);
  return fields.map((field) => {
    const base = product.find((f) => f.name === field.name);
    if (!base) throw refuse(ALGO_ADMIN_MESSAGES.fieldKey);
    const allowed = SETTINGS[base.type] ?? [];
    if (ALL_SETTINGS.some((key) => field[key] !== undefined && !allowed.includes(key)))
      throw refuse(ALGO_ADMIN_MESSAGES.fieldKey);
    if (base.type === 'number') {
      const min = field.min ?? base.min ?? 0;
      const max = field.max ?? base.max ?? Number.POSITIVE_INFINITY;
      if (!(min < max) || max > (CEILING[field.name] ?? Number.POSITIVE_INFINITY))
        throw refuse(ALGO_ADMIN_MESSAGES.fieldBounds);
    }
    return field;
  });
}
