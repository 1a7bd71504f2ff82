// The purchase dialog's "verify your email first" block (decision 0056, docs/decisions/0303-plans-
// open-verification-at-the-purchase.md): money moves only for a verified address, so the dialog
// says so where the trader confirms and sends a new link from there. Loaded only when a purchase
// needs it, with its strings, so the widgets that sell do not carry it on every page.
import { useState } from 'react';
import styled from 'styled-components';
import { authApi, type LocaleOf } from '@savdo/core';
import { useT } from '../i18n/language-context';
import { widgetStrings } from '../i18n/widget-strings';
import { Button } from '../primitives/button';
import { token } from '../theme/tokens';

const uz = {
  text: 'Xarid uchun emailingizni tasdiqlang: havola {{email}} manziliga yuboriladi.',
  resend: 'Tasdiqlash havolasini yuborish',
  sent: 'Yangi havolani {{email}} manziliga yubordik. Pochtangizni tekshiring.',
  failed: "Havolani yuborib bo'lmadi. Keyinroq qayta urinib ko'ring.",
};

const en: LocaleOf<typeof uz> = {
  text: 'Buying needs a verified email: the link goes to {{email}}.',
  resend: 'Send verification link',
  sent: 'We sent a new link to {{email}}. Check your inbox.',
  failed: 'The link could not be sent. Please try again later.',
};

const ru: LocaleOf<typeof uz> = {
  text: 'Для покупки нужен подтверждённый email: ссылка придёт на {{email}}.',
  resend: 'Отправить ссылку для подтверждения',
  sent: 'Мы отправили новую ссылку на {{email}}. Проверьте почту.',
  failed: 'Не удалось отправить ссылку. Попробуйте позже.',
};

const verifyStrings = widgetStrings('purchase-verify', { uz, en, ru });

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

/** The sentence for where the link stands, and the button that sends a new one. */
export default function VerifyFirst({ email }: { email: string }) {
  const t = useT(verifyStrings);
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
        : t('text', { email });
  return (
    <Block $failed={state === 'failed'} role="status" data-purchase-verify="">
      <p>{text}</p>
      <Button
        part="purchase-verify"
        busy={state === 'busy'}
        disabled={state === 'sent'}
        onClick={() => void send()}
      >
        {t('resend')}
      </Button>
    </Block>
  );
}
