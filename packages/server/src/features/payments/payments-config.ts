/**
 * The two providers' merchant settings, read from the environment (README lists them). With
 * none set, both run in sandbox mode: checkout links open our own sandbox pages, which drive
 * the merchant endpoints over HTTP with the same keys and signatures as the providers would.
 * Sandbox keys derive from the server secret, so every process of one install agrees on them.
 * Sandbox mode is refused in production: with no keys there, payments are off (the checkout
 * calls answer 503 saying so, the merchant endpoints accept nothing) until real keys are set.
 */
import { createHmac, randomBytes } from 'node:crypto';

export interface PaymeSettings {
  merchantId: string;
  key: string;
  checkoutUrl: string;
}

export interface ClickMerchantSettings {
  serviceId: string;
  merchantId: string;
  merchantUserId: string;
  secretKey: string;
  checkoutUrl: string;
}

export interface PaymentsConfig {
  /** False in production with no provider keys: nothing can be paid. */
  enabled: boolean;
  /** True when the links point at our sandbox pages. */
  sandbox: boolean;
  payme: PaymeSettings;
  click: ClickMerchantSettings;
}

type Env = Record<string, string | undefined>;

const PAYME_VARS = ['PAYME_MERCHANT_ID', 'PAYME_KEY'] as const;
const CLICK_VARS = [
  'CLICK_SERVICE_ID',
  'CLICK_MERCHANT_ID',
  'CLICK_MERCHANT_USER_ID',
  'CLICK_SECRET_KEY',
] as const;

const value = (env: Env, name: string) => {
  const v = env[name]?.trim();
  return v ? v : undefined;
};

export function readPaymentsConfig(
  env: Env,
  serverSecret: string,
  publicUrl: string,
): PaymentsConfig {
  const given = [...PAYME_VARS, ...CLICK_VARS].filter((name) => value(env, name));
  if (given.length > 0 && given.length < PAYME_VARS.length + CLICK_VARS.length) {
    const missing = [...PAYME_VARS, ...CLICK_VARS].filter((name) => !value(env, name));
    throw new Error(`Payments: set all provider settings or none; missing ${missing.join(', ')}`);
  }
  if (given.length > 0) {
    return {
      enabled: true,
      sandbox: false,
      payme: {
        merchantId: value(env, 'PAYME_MERCHANT_ID') as string,
        key: value(env, 'PAYME_KEY') as string,
        checkoutUrl: value(env, 'PAYME_CHECKOUT_URL') ?? 'https://checkout.paycom.uz',
      },
      click: {
        serviceId: value(env, 'CLICK_SERVICE_ID') as string,
        merchantId: value(env, 'CLICK_MERCHANT_ID') as string,
        merchantUserId: value(env, 'CLICK_MERCHANT_USER_ID') as string,
        secretKey: value(env, 'CLICK_SECRET_KEY') as string,
        checkoutUrl: value(env, 'CLICK_CHECKOUT_URL') ?? 'https://my.click.uz/services/pay',
      },
    };
  }
  const production = value(env, 'NODE_ENV') === 'production';
  const derive = (label: string) =>
    createHmac('sha256', serverSecret).update(`payments-sandbox:${label}`).digest('hex');
  return {
    enabled: !production,
    sandbox: !production,
    payme: {
      merchantId: derive('payme-merchant').slice(0, 24),
      // Off: a key nobody knows, so no Payme call is ever authorized.
      key: production ? randomBytes(32).toString('hex') : derive('payme-key').slice(0, 36),
      checkoutUrl: `${publicUrl}/sandbox/payme`,
    },
    click: {
      serviceId: '10001',
      merchantId: '20002',
      merchantUserId: '30003',
      secretKey: production ? randomBytes(32).toString('hex') : derive('click-secret').slice(0, 32),
      checkoutUrl: `${publicUrl}/sandbox/click`,
    },
  };
}
