/**
 * The form a buyer fills in for an expert advisor (docs/product.md "Pages"): the broker, the
 * account and its server, the deposit and the risk per trade. One list serves `/form-fields` and
 * the check of a purchase's values, so the form and the server never disagree.
 */
import type { AdminFormFieldInput, AlgoFormField, AlgoPlatform } from '@savdo/contract';
import { ValidationError, type FieldMessages } from '../../domain-errors';

export const ALGO_BROKERS = [
  'Exness',
  'IC Markets',
  'XM',
  'FBS',
  'Alpari',
  'RoboForex',
  'Pepperstone',
  'Other',
] as const;

export const DEPOSIT_MIN = 100;
export const DEPOSIT_MAX = 1_000_000;
export const RISK_MIN = 0.5;
export const RISK_MAX = 5;
export const RISK_STEP = 0.5;

/**
 * The form for a bot with these platforms, each field as the back office changed it (`changed`,
 * the bot's `form_fields`; admin-form-fields.ts checked it): names, types and `required` stay.
 */
export function formFieldsFor(
  platforms: readonly AlgoPlatform[],
  changed: readonly AdminFormFieldInput[] | null = null,
): AlgoFormField[] {
  return productFields(platforms).map((field) => {
    const edit = changed?.find((c) => c.name === field.name);
    return edit ? { ...field, ...edit, required: field.required, type: field.type } : field;
  });
}

/** The product's own form. */
export function productFields(platforms: readonly AlgoPlatform[]): AlgoFormField[] {
  return [
    {
      name: 'platform',
      label: 'Platform',
      labels: { uz: 'Platforma', ru: 'Платформа' },
      type: 'select',
      required: true,
      options: [...platforms],
    },
    {
      name: 'broker',
      label: 'Broker',
      labels: { uz: 'Broker', ru: 'Брокер' },
      type: 'select',
      required: true,
      options: [...ALGO_BROKERS],
    },
    {
      name: 'account_name',
      label: 'Account name',
      labels: { uz: 'Hisob nomi', ru: 'Имя счёта' },
      type: 'text',
      required: true,
      max_length: 100,
    },
    {
      name: 'login',
      label: 'Login',
      labels: { uz: 'Login', ru: 'Логин' },
      type: 'text',
      required: true,
      max_length: 40,
      placeholder: '12345678',
    },
    {
      name: 'server',
      label: 'Server',
      labels: { uz: 'Server', ru: 'Сервер' },
      type: 'text',
      required: true,
      max_length: 100,
      placeholder: 'Exness-MT5Real8',
    },
    {
      name: 'deposit',
      label: 'Deposit (USD)',
      labels: { uz: 'Depozit (USD)', ru: 'Депозит (USD)' },
      type: 'number',
      required: true,
      min: DEPOSIT_MIN,
      max: DEPOSIT_MAX,
      step: 1,
    },
    {
      name: 'risk',
      label: 'Risk per trade (%)',
      labels: { uz: 'Har bir savdo uchun risk (%)', ru: 'Риск на сделку (%)' },
      type: 'number',
      required: true,
      min: RISK_MIN,
      max: RISK_MAX,
      step: RISK_STEP,
    },
  ];
}

/** The checked values of a purchase's form. */
export interface AlgoFormValues {
  platform: AlgoPlatform;
  broker: string;
  account_name: string;
  login: string;
  server: string;
  deposit: number;
  risk: number;
}

function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** Whether `value` sits on the step grid from `min` (a float-safe comparison). */
function onStep(value: number, min: number, step: number): boolean {
  const k = (value - min) / step;
  return Math.abs(k - Math.round(k)) < 1e-9;
}

/** One field's value checked against its definition: the value, or the sentence saying why not. */
function checkField(
  field: AlgoFormField,
  raw: unknown,
): { value?: string | number; error?: string } {
  const missing = raw === undefined || raw === null || (typeof raw === 'string' && !raw.trim());
  if (missing) return field.required ? { error: `${field.label} is required` } : {};
  if (field.type === 'number') {
    const n = numberOf(raw);
    if (n === null) return { error: `${field.label} must be a number` };
    if (field.min !== undefined && n < field.min)
      return { error: `${field.label} must be at least ${field.min}` };
    if (field.max !== undefined && n > field.max)
      return { error: `${field.label} must be at most ${field.max}` };
    if (field.step !== undefined && field.min !== undefined && !onStep(n, field.min, field.step))
      return { error: `${field.label} must be in steps of ${field.step}` };
    return { value: n };
  }
  if (typeof raw !== 'string') return { error: `${field.label} must be text` };
  const text = raw.trim();
  if (field.options && !field.options.includes(text))
    return { error: `${field.label} must be one of: ${field.options.join(', ')}` };
  if (field.max_length !== undefined && text.length > field.max_length)
    return { error: `${field.label} must be at most ${field.max_length} characters` };
  return { value: text };
}

/**
 * The form's values, checked; a ValidationError naming every wrong field otherwise. A single
 * platform needs no choice: it is filled in.
 */
export function checkFormValues(
  platforms: readonly AlgoPlatform[],
  raw: unknown,
  changed: readonly AdminFormFieldInput[] | null = null,
): AlgoFormValues {
  const given = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const fields = formFieldsFor(platforms, changed);
  const values: Record<string, string | number> = {};
  const errors: FieldMessages = {};
  for (const field of fields) {
    const input =
      field.name === 'platform' && given.platform === undefined && platforms.length === 1
        ? platforms[0]
        : given[field.name];
    const { value, error } = checkField(field, input);
    if (error) errors[field.name] = error;
    else if (value !== undefined) values[field.name] = value;
  }
  // The values are stored with the purchase: a name the form lacks is refused, not kept
  // (docs/decisions/0275-closed-request-schemas.md).
  const known = new Set(fields.map((field) => field.name));
  for (const name of Object.keys(given)) {
    if (!known.has(name)) errors[name] = `${name} is not a known field`;
  }
  const first = Object.values(errors)[0];
  if (first) throw new ValidationError(first, errors);
  return values as unknown as AlgoFormValues;
}
