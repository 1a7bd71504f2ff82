// PurchaseDialog: the one confirmation every paid thing uses (plans now; course modules,
// resources and algo bots later). It shows the item, its price (and a credit, e.g. an upgrade's
// unused days), the balance live from the session and what is left after; Confirm pays through
// the caller's `onConfirm`. When the balance falls short, before confirming (charge > balance) or
// because the server answered 402, it says by how much in the product's words and offers a top-up
// pre-filled with the shortfall; a balance that rises meanwhile (the top-up landing live) brings
// the confirm state back by itself. It portals like every Modal: into the widget's shadow root.
import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { insufficientBalanceMessage, type Language } from '@savdo/contract';
import {
  $coreConfig,
  $user,
  apiErrorMessage,
  apiErrorShortfall,
  formatUzs,
  subscribeBalanceUpdates,
  topUpPrefill,
} from '@savdo/core';
import { requestTopUp, topUpHref } from '@savdo/core/payments';
import { useStore } from '@nanostores/react';
import { useLanguage, useT } from '../i18n/language-context';
import { Modal } from '../modal/modal';
import { Button } from '../primitives/button';
import { token } from '../theme/tokens';
import { purchaseStrings } from './purchase-strings';
import { topUpNavigation } from './top-up-navigation';

export interface PurchaseDialogProps {
  open: boolean;
  /** What is bought, in the interface language. */
  itemTitle: ReactNode;
  itemDescription?: ReactNode;
  /** The list price, integer UZS. */
  price: number;
  /** What counts toward the price (an upgrade's unused days), integer UZS. */
  credit?: number;
  /** The credit line's label; "Credit" by default. */
  creditLabel?: string;
  /** What the balance pays; price less credit (never below 0) by default. */
  charge?: number;
  /** The dialog's heading; "Confirm purchase" by default. */
  title?: string;
  /** The confirm button's label; "Confirm" by default. */
  confirmLabel?: string;
  /**
   * Pays. The caller closes the dialog when it resolves; a rejection is shown here: a 402 with
   * its shortfall as the insufficient-balance state, anything else as the server's message.
   */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** Asks an unverified user to verify the email instead of confirming (decision 0303). */
  requireVerified?: boolean;
}

const Item = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-1')};
  margin-bottom: ${token('space-4')};
`;

const ItemTitle = styled.p`
  margin: 0;
  font-size: ${token('font-size-lg')};
  font-weight: 650;
`;

const ItemText = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${token('space-2')} ${token('space-4')};
  margin: 0;
  padding: ${token('space-3')} ${token('space-4')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  dt {
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
  .credit {
    color: ${token('color-success')};
  }
  .total {
    padding-top: ${token('space-2')};
    border-top: ${token('border-width')} solid ${token('color-border')};
  }
`;

const Alert = styled.p<{ $tone: 'danger' | 'warning' }>`
  margin: ${token('space-4')} 0 0;
  padding: ${token('space-3')};
  border-radius: ${token('radius-md')};
  background: ${(p) => token(p.$tone === 'danger' ? 'color-danger-soft' : 'color-warning-soft')};
  color: ${(p) => token(p.$tone === 'danger' ? 'color-danger' : 'color-warning')};
  font-size: ${token('font-size-sm')};
`;

// Only a purchase that asks for a verified email from an unverified user loads it.
const VerifyFirst = lazy(() => import('../verify-email'));

/** The insufficient-balance sentence in `lang`, the amount grouped as money is written. */
export function insufficientText(shortfall: number, lang: Language): string {
  return insufficientBalanceMessage(shortfall, lang);
}

export function PurchaseDialog(props: PurchaseDialogProps) {
  // Mounted per opening, so every opening starts in the confirm state with no old error.
  return props.open ? <OpenPurchaseDialog {...props} /> : null;
}

interface Refusal {
  shortfall: number;
  /** The balance when the server refused: the refusal stands until the balance rises past it. */
  balance: number;
}

function OpenPurchaseDialog({
  itemTitle,
  itemDescription,
  price,
  credit = 0,
  creditLabel,
  charge: givenCharge,
  title,
  confirmLabel,
  onConfirm,
  onClose,
  requireVerified = false,
}: PurchaseDialogProps) {
  const t = useT(purchaseStrings);
  const lang = useLanguage();
  const user = useStore($user);
  const { apiBase } = useStore($coreConfig);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const alive = useRef(true);
  const unverifiedEmail =
    requireVerified && user && !user.is_verified && user.email ? user.email : null;

  // The balance follows the live channel while the dialog is open (a top-up landing).
  useEffect(() => {
    alive.current = true;
    const stop = subscribeBalanceUpdates(() => undefined);
    return () => {
      alive.current = false;
      stop();
    };
  }, []);

  const balance = user?.balance ?? 0;
  const charge = givenCharge ?? Math.max(0, price - credit);
  const refused = refusal !== null && balance <= refusal.balance ? refusal.shortfall : null;
  const shortfall = refused ?? (charge > balance ? charge - balance : null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (err: unknown) {
      if (!alive.current) return;
      const lacking = apiErrorShortfall(err);
      if (lacking !== null) setRefusal({ shortfall: lacking, balance });
      else setError(apiErrorMessage(err, t('failed')));
    } finally {
      if (alive.current) setBusy(false);
    }
  };

  const topUp = () => {
    const amount = topUpPrefill(shortfall);
    if (!requestTopUp(amount)) topUpNavigation.assign(topUpHref(apiBase, amount));
  };

  const footer = (
    <>
      <Button variant="secondary" part="purchase-cancel" disabled={busy} onClick={onClose}>
        {t('cancel')}
      </Button>
      {unverifiedEmail !== null ? null : shortfall !== null ? (
        <Button part="purchase-top-up" onClick={topUp}>
          {t('topUp')}
        </Button>
      ) : (
        <Button part="purchase-confirm" busy={busy} onClick={() => void confirm()}>
          {confirmLabel ?? t('confirm')}
        </Button>
      )}
    </>
  );

  return (
    <Modal
      open
      onClose={onClose}
      dismissible={!busy}
      title={title ?? t('title')}
      part="purchase-dialog"
      footer={footer}
    >
      <div data-purchase-state={shortfall !== null ? 'insufficient' : 'confirm'} aria-busy={busy}>
        <Item>
          <ItemTitle>{itemTitle}</ItemTitle>
          {itemDescription ? <ItemText>{itemDescription}</ItemText> : null}
        </Item>
        <Lines>
          <dt>{t('price')}</dt>
          <dd>{formatUzs(price, lang)}</dd>
          {credit > 0 ? (
            <>
              <dt>{creditLabel ?? t('credit')}</dt>
              <dd className="credit">−{formatUzs(credit, lang)}</dd>
              <dt>{t('charge')}</dt>
              <dd>{formatUzs(charge, lang)}</dd>
            </>
          ) : null}
          <dt className="total">{t('balance')}</dt>
          <dd className="total" data-purchase-balance="">
            {formatUzs(balance, lang)}
          </dd>
          {shortfall === null ? (
            <>
              <dt>{t('balanceAfter')}</dt>
              <dd data-purchase-balance-after="">{formatUzs(balance - charge, lang)}</dd>
            </>
          ) : null}
        </Lines>
        {unverifiedEmail !== null ? (
          <Suspense fallback={null}>
            <VerifyFirst email={unverifiedEmail} purpose="purchase" />
          </Suspense>
        ) : shortfall !== null ? (
          <Alert $tone="warning" role="alert" data-purchase-insufficient="">
            {insufficientText(shortfall, lang)}
          </Alert>
        ) : null}
        {error !== null && shortfall === null ? (
          <Alert $tone="danger" role="alert" data-purchase-error="">
            {error}
          </Alert>
        ) : null}
      </div>
    </Modal>
  );
}
