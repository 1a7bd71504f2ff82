// "Verify your email first" where money would move (decision 0056, docs/decisions/0303-plans-
// open-verification-at-the-purchase.md): the purchase dialog and the top-up say so before the
// trader confirms or picks an amount, and send a new link from there
// (POST /auth/request-verify-token). Its own entry, loaded only when an unverified user reaches
// one of them, with its strings, so the widgets that sell or top up do not carry it (nor the
// auth calls) on every page.
import { useState } from 'react';
import styled from 'styled-components';
import { authApi, type LocaleOf } from '@savdo/core';
import { useT } from '../i18n/language-context';
import { widgetStrings } from '../i18n/widget-strings';
import { Button } from '../primitives/button';
import { token } from '../theme/tokens';

const uz = {
  purchase: 'Xarid uchun emailingizni tasdiqlang: havola {{email}} manziliga yuboriladi.',
  topUpTitle: 'Email tasdiqlash kerak',
  topUp:
    "Balansni to'ldirish uchun emailingizni tasdiqlang: havola {{email}} manziliga yuboriladi.",
  resend: 'Tasdiqlash havolasini yuborish',
  sent: 'Yangi havolani {{email}} manziliga yubordik. Pochtangizni tekshiring.',
  failed: "Havolani yuborib bo'lmadi. Keyinroq qayta urinib ko'ring.",
};

const en: LocaleOf<typeof uz> = {
  purchase: 'Buying needs a verified email: the link goes to {{email}}.',
  topUpTitle: 'Verify your email first',
  topUp: 'Topping up needs a verified email: the link goes to {{email}}.',
  resend: 'Send verification link',
  sent: 'We sent a new link to {{email}}. Check your inbox.',
  failed: 'The link could not be sent. Please try again later.',
};

const ru: LocaleOf<typeof uz> = {
  purchase: 'Для покупки нужен подтверждённый email: ссылка придёт на {{email}}.',
  topUpTitle: 'Сначала подтвердите email',
  topUp: 'Для пополнения нужен подтверждённый email: ссылка придёт на {{email}}.',
  resend: 'Отправить ссылку для подтверждения',
  sent: 'Мы отправили новую ссылку на {{email}}. Проверьте почту.',
  failed: 'Не удалось отправить ссылку. Попробуйте позже.',
};

export const verifyFirstStrings = widgetStrings('verify-first', { uz, en, ru });

export type VerifyLinkState = 'idle' | 'busy' | 'sent' | 'failed';

const Block = styled.div<{ $failed: boolean }>`
  margin: ${token('space-4')} 0 0;
  padding: ${token('space-3')};
  border-radius: ${token('radius-md')};
  background: ${(p) => token(p.$failed ? 'color-danger-soft' : 'color-warning-soft')};
  color: ${(p) => token(p.$failed ? 'color-danger' : 'color-warning')};
  font-size: ${token('font-size-sm')};
  p {
    margin: 0 0 ${token('space-3')};
  }
`;

export interface VerifyFirstProps {
  /** The address the link goes to. */
  email: string;
  /** What waits for the verification: a purchase, or a top-up (which also titles the block). */
  purpose: 'purchase' | 'topUp';
}

/** The sentence for where the link stands, and the button that sends a new one. */
export default function VerifyFirst({ email, purpose }: VerifyFirstProps) {
  const t = useT(verifyFirstStrings);
  const [state, setState] = useState<VerifyLinkState>('idle');
  const send = async () => {
    setState('busy');
    try {
      // The server answers alike whether or not the link went.
      await authApi.requestVerifyToken({ email });
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  const text =
    state === 'sent'
      ? t('sent', { email })
      : state === 'failed'
        ? t('failed')
        : t(purpose, { email });
  return (
    <Block
      $failed={state === 'failed'}
      part="verify"
      data-verify-first={purpose}
      {...(purpose === 'purchase' ? { 'data-purchase-verify': '' } : {})}
    >
      {purpose === 'topUp' ? (
        <p>
          <strong>{t('topUpTitle')}</strong>
        </p>
      ) : null}
      {/* The sentence that changes (link sent, or failed) is what a screen reader hears. */}
      <p role="status">{text}</p>
      <Button
        part={purpose === 'purchase' ? 'purchase-verify' : 'verify-resend'}
        busy={state === 'busy'}
        disabled={state === 'sent'}
        onClick={() => void send()}
      >
        {t('resend')}
      </Button>
    </Block>
  );
}
