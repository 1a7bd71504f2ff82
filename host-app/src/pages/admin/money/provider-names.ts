// The payment providers' names as their brands spell them, in every language.
import type { PaymentProvider } from '@savdo/contract';

export const PROVIDER_NAMES: Record<PaymentProvider, string> = { payme: 'Payme', click: 'Click' };
