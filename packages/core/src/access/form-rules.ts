// Small checks shared by the form validators of this folder.

/** A pragmatic address check: something@something.tld, no spaces. The server has the last word. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Length in characters (code points), so an emoji or a Cyrillic letter counts once. */
export function charLength(value: string): number {
  return Array.from(value).length;
}

/** Nothing but spaces, tabs or line breaks (a password of six spaces is not a password). */
export function isBlank(value: string): boolean {
  return value.trim() === '';
}
