// Registration and sign-in validation (docs/product.md, "Rules that matter to a trader": at
// least 6 characters).
// The spec gives these messages in English; other wording is the spec's generic text.
import type { RegistrationForm, SignInForm } from '@savdo/contract';
import { PASSWORD_MIN_LENGTH } from '@savdo/contract';
import { charLength, isBlank, isEmail } from './form-rules';

export const AUTH_FORM_MESSAGES = {
  required: 'This field is required',
  nameLength: 'Must be at least 2 characters',
  email: 'Please enter a valid email address',
  passwordLength: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordBlank: 'Password cannot be only spaces',
  terms: 'You must accept the Privacy Policy and Terms of Service',
  usernameOrEmail: 'Enter a valid email or username (min 3 chars, no spaces)',
} as const;

const NAME_MIN_LENGTH = 2;
const USERNAME_PATTERN = /^\S{3,}$/;

export interface RegistrationInput extends RegistrationForm {
  /** The privacy policy and terms box; client-side only (decision 3). */
  acceptTerms: boolean;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationInput, string>>;
export type SignInErrors = Partial<Record<keyof SignInForm, string>>;

function passwordError(password: string): string | undefined {
  if (!password) return AUTH_FORM_MESSAGES.required;
  if (charLength(password) < PASSWORD_MIN_LENGTH) return AUTH_FORM_MESSAGES.passwordLength;
  return undefined;
}

/** A password being chosen also needs a character that is not a space. */
export function newPasswordError(password: string): string | undefined {
  return (
    passwordError(password) ?? (isBlank(password) ? AUTH_FORM_MESSAGES.passwordBlank : undefined)
  );
}

function nameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return AUTH_FORM_MESSAGES.required;
  if (charLength(trimmed) < NAME_MIN_LENGTH) return AUTH_FORM_MESSAGES.nameLength;
  return undefined;
}

function withoutEmpty<K extends string>(
  errors: Record<K, string | undefined>,
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of Object.keys(errors) as K[]) {
    const message = errors[key];
    if (message !== undefined) out[key] = message;
  }
  return out;
}

/** Field errors of the registration form; an empty object when it may be sent. */
export function validateRegistration(form: RegistrationInput): RegistrationErrors {
  const email = form.email.trim();
  return withoutEmpty({
    first_name: nameError(form.first_name),
    last_name: nameError(form.last_name),
    email: !email
      ? AUTH_FORM_MESSAGES.required
      : isEmail(email)
        ? undefined
        : AUTH_FORM_MESSAGES.email,
    password: newPasswordError(form.password),
    acceptTerms: form.acceptTerms ? undefined : AUTH_FORM_MESSAGES.terms,
  });
}

/** An email, or a username of 3+ characters without spaces (sign-in, password recovery). */
function loginError(login: string): string | undefined {
  const trimmed = login.trim();
  if (!trimmed) return AUTH_FORM_MESSAGES.required;
  return isEmail(trimmed) || USERNAME_PATTERN.test(trimmed)
    ? undefined
    : AUTH_FORM_MESSAGES.usernameOrEmail;
}

/** Field errors of the sign-in form: an email, or a username of 3+ characters without spaces. */
export function validateSignIn(form: SignInForm): SignInErrors {
  return withoutEmpty({
    username: loginError(form.username),
    password: passwordError(form.password),
  });
}

export type ForgotPasswordErrors = Partial<Record<'login', string>>;

/** Field errors of the password-recovery form: the account's username or email, as at sign-in. */
export function validateForgotPassword(form: { login: string }): ForgotPasswordErrors {
  return withoutEmpty({ login: loginError(form.login) });
}
