import { describe, expect, it } from 'vitest';
import {
  PASSWORD_CHECKLIST_LABELS,
  PASSWORD_DIALOG_TEXTS,
  passwordChecklist,
  passwordDialogCopy,
  showPasswordChecklist,
  validatePasswordSetup,
} from '@savdo/core';

describe('password dialog texts', () => {
  it('title, busy label, checklist title and generic error are the exact Uzbek texts', () => {
    expect(PASSWORD_DIALOG_TEXTS.title).toBe("Xavfsizlik uchun parol o'rnating");
    expect(PASSWORD_DIALOG_TEXTS.busy).toBe("O'rnatilmoqda...");
    expect(PASSWORD_DIALOG_TEXTS.checklistTitle).toBe('Parol talablari:');
    expect(PASSWORD_DIALOG_TEXTS.genericError).toBe('Xatolik yuz berdi');
  });

  it('a Telegram arrival is asked for email and password, with its text, button and toast', () => {
    expect(passwordDialogCopy('email-and-password')).toEqual({
      text: "Telegram orqali kirganingiz uchun email va parol o'rnatishingiz zarur.",
      button: "Email va parolni o'rnatish",
      success: "Email va parol muvaffaqiyatli o'rnatildi",
    });
  });

  it('a Google arrival is asked for a password only, with its text, button and toast', () => {
    expect(passwordDialogCopy('password')).toEqual({
      text: "Google orqali kirganingiz uchun hisobingizni himoya qilish maqsadida parol o'rnatishingiz zarur.",
      button: "Parolni o'rnatish",
      success: "Parol muvaffaqiyatli o'rnatildi",
    });
  });

  it('checklist lines have a label each', () => {
    expect(Object.keys(PASSWORD_CHECKLIST_LABELS).sort()).toEqual(['digit', 'length', 'letter']);
  });
});

describe('password-setup validation', () => {
  const valid = { password: 'secret1', confirmPassword: 'secret1' };

  it('a valid password-only form has no errors', () => {
    expect(validatePasswordSetup(valid, false)).toEqual({});
  });

  it("a password of only spaces is refused: 'Parol faqat bo'sh joylardan iborat bo'lmasligi kerak'", () => {
    expect(
      validatePasswordSetup({ password: '       ', confirmPassword: '       ' }, false).password,
    ).toBe("Parol faqat bo'sh joylardan iborat bo'lmasligi kerak");
  });

  it('email is not checked when it is not being set', () => {
    expect(validatePasswordSetup({ ...valid, email: 'not an email' }, false)).toEqual({});
  });

  it("email being set and empty: 'Email manzil kiritish majburiy'", () => {
    expect(validatePasswordSetup({ ...valid, email: '  ' }, true)).toEqual({
      email: 'Email manzil kiritish majburiy',
    });
    expect(validatePasswordSetup(valid, true).email).toBe('Email manzil kiritish majburiy');
  });

  it("email being set with a bad format: 'Email manzil formati noto'g'ri'", () => {
    for (const email of ['aziz', 'aziz@', 'aziz@mail', 'a b@mail.uz']) {
      expect(validatePasswordSetup({ ...valid, email }, true).email).toBe(
        "Email manzil formati noto'g'ri",
      );
    }
    expect(validatePasswordSetup({ ...valid, email: 'aziz@mail.uz' }, true)).toEqual({});
  });

  it("password shorter than 6 characters: 'Parol kamida 6 ta belgidan iborat bo'lishi kerak'", () => {
    const errors = validatePasswordSetup({ password: 'abc12', confirmPassword: 'abc12' }, false);
    expect(errors).toEqual({ password: "Parol kamida 6 ta belgidan iborat bo'lishi kerak" });
    expect(validatePasswordSetup({ password: '', confirmPassword: 'x' }, false).password).toBe(
      "Parol kamida 6 ta belgidan iborat bo'lishi kerak",
    );
  });

  it('exactly 6 characters is enough; letters and digits are not enforced (checklist is advice)', () => {
    expect(validatePasswordSetup({ password: 'aaaaaa', confirmPassword: 'aaaaaa' }, false)).toEqual(
      {},
    );
  });

  it("confirmPassword empty: 'Parolni tasdiqlash majburiy'", () => {
    expect(validatePasswordSetup({ password: 'secret1', confirmPassword: '' }, false)).toEqual({
      confirmPassword: 'Parolni tasdiqlash majburiy',
    });
  });

  it("confirmPassword different: 'Parollar mos kelmaydi' on the confirmPassword field", () => {
    expect(
      validatePasswordSetup({ password: 'secret1', confirmPassword: 'secret2' }, false),
    ).toEqual({ confirmPassword: 'Parollar mos kelmaydi' });
  });

  it('reports every failing field at once', () => {
    expect(
      Object.keys(validatePasswordSetup({ password: '1', confirmPassword: '' }, true)),
    ).toEqual(['email', 'password', 'confirmPassword']);
  });
});

describe("password checklist 'Parol talablari:'", () => {
  it('wants at least 6 characters, 1 letter and 1 digit', () => {
    expect(passwordChecklist('')).toEqual({
      length: false,
      letter: false,
      digit: false,
      allMet: false,
    });
    expect(passwordChecklist('abcdef')).toEqual({
      length: true,
      letter: true,
      digit: false,
      allMet: false,
    });
    expect(passwordChecklist('123456')).toEqual({
      length: true,
      letter: false,
      digit: true,
      allMet: false,
    });
    expect(passwordChecklist('ab1')).toEqual({
      length: false,
      letter: true,
      digit: true,
      allMet: false,
    });
    expect(passwordChecklist('abcde1')).toEqual({
      length: true,
      letter: true,
      digit: true,
      allMet: true,
    });
  });

  it('counts letters of any script (Cyrillic, Uzbek apostrophes aside)', () => {
    expect(passwordChecklist('пароль1').allMet).toBe(true);
  });

  it('shows while focused, or while the text fails a rule; hidden when empty or all met', () => {
    expect(showPasswordChecklist('', true)).toBe(true);
    expect(showPasswordChecklist('', false)).toBe(false);
    expect(showPasswordChecklist('abc', false)).toBe(true);
    expect(showPasswordChecklist('abcde1', false)).toBe(false);
  });
});
