/**
 * Human messages the server answers for invalid input, in the client's language where the
 * product gives one. A schema field names its message with `errorMessage`;
 * the server's validator reads it (see packages/server/src/http/validation.ts).
 */
export const VALIDATION_MESSAGES = {
  required: 'This field is required',
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters',
  passwordBlank: 'Password cannot be only spaces',
  loginUsername: 'Enter a valid email or username (min 3 chars, no spaces)',
  username: 'Username must be 3 to 30 characters: letters, digits, underscore or dot',
  token: 'A token is required',
  phone: 'Invalid phone number',
  language: 'Language must be one of: uz, ru, en',
  timeZone: 'Time zone must be one of: tashkent, moscow, london, new_york, browser',
  profileVisibility: 'Profile visibility must be one of: public, private, friends',
  grantType: 'grant_type must be "password"',
  telegram: 'The Telegram login data is incomplete',
} as const;
