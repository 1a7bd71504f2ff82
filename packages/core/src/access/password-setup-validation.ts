// Validation of the forced password-setup form, with its Uzbek messages.
import type { PasswordSetupForm } from '@savdo/contract';
import { PASSWORD_MIN_LENGTH } from '@savdo/contract';
import { charLength, isBlank, isEmail } from './form-rules';

export const PASSWORD_SETUP_MESSAGES = {
  emailRequired: 'Email manzil kiritish majburiy',
  emailFormat: "Email manzil formati noto'g'ri",
  passwordLength: "Parol kamida 6 ta belgidan iborat bo'lishi kerak",
  passwordBlank: "Parol faqat bo'sh joylardan iborat bo'lmasligi kerak",
  confirmRequired: 'Parolni tasdiqlash majburiy',
  mismatch: 'Parollar mos kelmaydi',
} as const;

export type PasswordSetupErrors = Partial<Record<keyof PasswordSetupForm, string>>;

/**
 * Field errors of the form; an empty object when it may be sent. The email is checked only when
 * it is being set (`needsEmail`, a Telegram arrival). Only the length rule is enforced: the
 * letter and digit lines of the checklist are advice (decision 1).
 */
export function validatePasswordSetup(
  form: PasswordSetupForm,
  needsEmail: boolean,
): PasswordSetupErrors {
  const errors: PasswordSetupErrors = {};
  if (needsEmail) {
    const email = form.email?.trim() ?? '';
    if (!email) errors.email = PASSWORD_SETUP_MESSAGES.emailRequired;
    else if (!isEmail(email)) errors.email = PASSWORD_SETUP_MESSAGES.emailFormat;
  }
  if (charLength(form.password) < PASSWORD_MIN_LENGTH) {
    errors.password = PASSWORD_SETUP_MESSAGES.passwordLength;
  } else if (isBlank(form.password)) {
    errors.password = PASSWORD_SETUP_MESSAGES.passwordBlank;
  }
  if (!form.confirmPassword) errors.confirmPassword = PASSWORD_SETUP_MESSAGES.confirmRequired;
  else if (form.confirmPassword !== form.password) {
    errors.confirmPassword = PASSWORD_SETUP_MESSAGES.mismatch;
  }
  return errors;
}

export interface PasswordChecklist {
  length: boolean;
  letter: boolean;
  digit: boolean;
  allMet: boolean;
}

/** The live checklist 'Parol talablari:': 6 characters, 1 letter, 1 digit (any script). */
export function passwordChecklist(password: string): PasswordChecklist {
  const length = charLength(password) >= PASSWORD_MIN_LENGTH;
  const letter = /\p{L}/u.test(password);
  const digit = /\p{Nd}/u.test(password);
  return { length, letter, digit, allMet: length && letter && digit };
}

/** The checklist shows while the field is focused, or while it holds text that fails a rule. */
export function showPasswordChecklist(password: string, focused: boolean): boolean {
  return focused || (password.length > 0 && !passwordChecklist(password).allMet);
}
