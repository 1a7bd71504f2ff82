import { describe, expect, it } from 'vitest';
import {
  AUTH_FORM_MESSAGES,
  validateForgotPassword,
  validateRegistration,
  validateSignIn,
} from '@savdo/core';

const goodRegistration = {
  first_name: 'Aziz',
  last_name: 'Karimov',
  email: 'aziz@mail.uz',
  password: 'secret',
  acceptTerms: true,
};

describe('registration validation (decision 1)', () => {
  it('a complete form has no errors', () => {
    expect(validateRegistration(goodRegistration)).toEqual({});
  });

  it('first and last name are required and at least 2 characters', () => {
    expect(validateRegistration({ ...goodRegistration, first_name: ' ', last_name: 'K' })).toEqual({
      first_name: 'This field is required',
      last_name: AUTH_FORM_MESSAGES.nameLength,
    });
    expect(
      validateRegistration({ ...goodRegistration, first_name: 'Al', last_name: 'Bo' }),
    ).toEqual({});
  });

  it("email is required and valid: 'Please enter a valid email address'", () => {
    expect(validateRegistration({ ...goodRegistration, email: '' }).email).toBe(
      'This field is required',
    );
    expect(validateRegistration({ ...goodRegistration, email: 'aziz@mail' }).email).toBe(
      'Please enter a valid email address',
    );
  });

  it('password is required and at least 6 characters (not 8)', () => {
    expect(validateRegistration({ ...goodRegistration, password: '' }).password).toBe(
      'This field is required',
    );
    expect(validateRegistration({ ...goodRegistration, password: '12345' }).password).toBe(
      'Password must be at least 6 characters',
    );
    expect(validateRegistration({ ...goodRegistration, password: '123456' })).toEqual({});
  });

  it('a password of only spaces is refused', () => {
    expect(validateRegistration({ ...goodRegistration, password: '      ' }).password).toBe(
      'Password cannot be only spaces',
    );
    expect(validateRegistration({ ...goodRegistration, password: ' a b c ' })).toEqual({});
  });

  it("the policy box must be accepted: 'You must accept the Privacy Policy and Terms of Service'", () => {
    expect(validateRegistration({ ...goodRegistration, acceptTerms: false })).toEqual({
      acceptTerms: 'You must accept the Privacy Policy and Terms of Service',
    });
  });
});

describe('sign-in validation', () => {
  it('accepts an email or a username of 3+ characters without spaces', () => {
    expect(validateSignIn({ username: 'aziz@mail.uz', password: 'secret' })).toEqual({});
    expect(validateSignIn({ username: 'azi', password: 'secret' })).toEqual({});
  });

  it('username or email is required', () => {
    expect(validateSignIn({ username: '  ', password: 'secret' }).username).toBe(
      'This field is required',
    );
  });

  it("rejects short or spaced usernames: 'Enter a valid email or username (min 3 chars, no spaces)'", () => {
    for (const username of ['az', 'aziz karimov']) {
      expect(validateSignIn({ username, password: 'secret' }).username).toBe(
        'Enter a valid email or username (min 3 chars, no spaces)',
      );
    }
  });

  it('password is required and at least 6 characters', () => {
    expect(validateSignIn({ username: 'aziz', password: '' }).password).toBe(
      'This field is required',
    );
    expect(validateSignIn({ username: 'aziz', password: '12345' }).password).toBe(
      'Password must be at least 6 characters',
    );
  });
});

describe('password-recovery validation (docs/decisions/0280-password-recovery.md)', () => {
  it('takes the username or the email, with the sign-in rule', () => {
    expect(validateForgotPassword({ login: ' aziz@mail.uz ' })).toEqual({});
    expect(validateForgotPassword({ login: 'azi' })).toEqual({});
    expect(validateForgotPassword({ login: ' ' })).toEqual({ login: 'This field is required' });
    expect(validateForgotPassword({ login: 'a b' })).toEqual({
      login: 'Enter a valid email or username (min 3 chars, no spaces)',
    });
  });
});
