// The forced password dialog's text, in Uzbek as the spec gives it.
import type { PasswordDialogMode } from './access-rules';

export const PASSWORD_DIALOG_TEXTS = {
  title: "Xavfsizlik uchun parol o'rnating",
  /** Telegram arrival: neither email nor password yet (decision 10). */
  emailAndPasswordText: "Telegram orqali kirganingiz uchun email va parol o'rnatishingiz zarur.",
  /** Google arrival: the email is known, only a password is asked. */
  passwordText:
    "Google orqali kirganingiz uchun hisobingizni himoya qilish maqsadida parol o'rnatishingiz zarur.",
  emailAndPasswordButton: "Email va parolni o'rnatish",
  passwordButton: "Parolni o'rnatish",
  busy: "O'rnatilmoqda...",
  checklistTitle: 'Parol talablari:',
  emailAndPasswordSuccess: "Email va parol muvaffaqiyatli o'rnatildi",
  passwordSuccess: "Parol muvaffaqiyatli o'rnatildi",
  /** Shown when the server's answer carries no data.message. */
  genericError: 'Xatolik yuz berdi',
} as const;

/**
 * Labels of the three checklist lines. The spec names the rules but not their wording; these are
 * ours, in the same Uzbek as the rest of the dialog.
 */
export const PASSWORD_CHECKLIST_LABELS = {
  length: 'Kamida 6 ta belgi',
  letter: 'Kamida 1 ta harf',
  digit: 'Kamida 1 ta raqam',
} as const;

export interface PasswordDialogCopy {
  text: string;
  button: string;
  success: string;
}

/** The explanation, button label and success toast of one dialog mode. */
export function passwordDialogCopy(mode: PasswordDialogMode): PasswordDialogCopy {
  return mode === 'email-and-password'
    ? {
        text: PASSWORD_DIALOG_TEXTS.emailAndPasswordText,
        button: PASSWORD_DIALOG_TEXTS.emailAndPasswordButton,
        success: PASSWORD_DIALOG_TEXTS.emailAndPasswordSuccess,
      }
    : {
        text: PASSWORD_DIALOG_TEXTS.passwordText,
        button: PASSWORD_DIALOG_TEXTS.passwordButton,
        success: PASSWORD_DIALOG_TEXTS.passwordSuccess,
      };
}
