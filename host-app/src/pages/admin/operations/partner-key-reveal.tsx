// A new partner key, shown once right after it is created: the key with a copy button and the
// warning that the back office does not show it again (the list leaves keys out).
import { useState } from 'react';
import styled from 'styled-components';
import type { PartnerKeyCreated } from '@savdo/contract';
import { Button, Modal, Stack, token, useT } from '@savdo/ui';
import { opsStrings } from './ops-strings';

const Key = styled.code`
  display: block;
  padding: ${token('space-2')} ${token('space-3')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  overflow-wrap: anywhere;
  user-select: all;
`;

const Warning = styled.p`
  margin: 0;
  color: ${token('color-warning')};
  font-weight: 600;
`;

export function PartnerKeyReveal({
  partner,
  onClose,
}: {
  partner: PartnerKeyCreated;
  onClose: () => void;
}) {
  const t = useT(opsStrings);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(partner.key);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page): the key stays selectable on screen.
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t('partners.newKey', { name: partner.name })}
      footer={<Button onClick={onClose}>{t('partners.done')}</Button>}
    >
      <Stack $gap={2}>
        <Warning role="alert">{t('partners.keyWarning')}</Warning>
        <Key data-partner-key>{partner.key}</Key>
        <div>
          <Button size="sm" variant="secondary" onClick={copy}>
            {copied ? t('partners.copied') : t('partners.copy')}
          </Button>
        </div>
      </Stack>
    </Modal>
  );
}
