// Google's and Telegram's own buttons, its own entry (`@savdo/ui/providers`): the sign-in form
// and the profile's linked accounts use them; partner widgets never load them.
export { loadScript, resetLoadedScripts } from './load-script';
export { GoogleButton, GOOGLE_CLIENT_SCRIPT, type GoogleButtonProps } from './google-button';
export {
  TelegramButton,
  TELEGRAM_WIDGET_SCRIPT,
  type TelegramButtonProps,
} from './telegram-button';
