// The profile form's client-side checks: the same rules the server enforces (contract's
// patterns and limits), answered as a reason the widget words in the user's language.
import { PASSWORD_MIN_LENGTH, UPLOAD_MAX_BYTES } from '@savdo/contract';

/** Spaces, dashes and brackets aside, an optional '+' and 7 to 15 digits (as the server). */
export function isValidPhone(phone: string): boolean {
  const trimmed = phone.trim();
  if (!/^\+?[0-9 ()-]{7,20}$/.test(trimmed)) return false;
  return /^\+?[0-9]{7,15}$/.test(trimmed.replace(/[\s()-]/g, ''));
}

export type NameProblem = 'required' | 'short' | null;

export function nameProblem(name: string): NameProblem {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  return trimmed.length < 2 ? 'short' : null;
}

export type AvatarProblem = 'not-image' | 'too-large' | null;

/** Spec limits: images only, 5 MB. */
export function avatarProblem(file: Pick<File, 'type' | 'size'>): AvatarProblem {
  if (!/^image\/(png|jpeg|gif|webp)$/.test(file.type)) return 'not-image';
  return file.size > UPLOAD_MAX_BYTES ? 'too-large' : null;
}

export type PasswordChangeProblem = 'current-required' | 'short' | 'mismatch' | null;

export function passwordChangeProblem(form: {
  current: string;
  next: string;
  confirm: string;
  hasPassword: boolean;
}): PasswordChangeProblem {
  if (form.hasPassword && form.current === '') return 'current-required';
  if (form.next.length < PASSWORD_MIN_LENGTH) return 'short';
  return form.next === form.confirm ? null : 'mismatch';
}
