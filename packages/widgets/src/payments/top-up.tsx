// TopUp: the balance top-up form (docs/product.md, "Topping up the balance"; decision 14). The
// amount is whole UZS, at least 1,000, typed or picked from the quick amounts; the provider is
// Payme or Click; then the server makes a checkout link and the page leaves for it. On a partner
// page (public mode) or without a session it is a sign-in link instead: it moves money (docs/architecture.md).
import { Suspense, lazy, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MAX_TOP_UP_UZS, MIN_TOP_UP_UZS, type PaymentProvider } from '@savdo/contract';
import {
  $user,
  CURRENCY_SUFFIX,
  TOP_UP_QUICK_AMOUNTS,
  formatUzs,
  parseTopUpAmount,
  topUpAmountProblem,
  topUpPrefill,
} from '@savdo/core';
import {
  Button,
  Stack,
  TextField,
  token,
  useLanguage,
  useSyncedState,
  useT,
  WidgetTitle as Title,
  SignInNotice,
  useOwnSession,
  useStore,
} from '@savdo/ui';
import { amountText, regroupTyped } from './amount-text';
import { defaultReturnUrl, defaultSignInHref } from './payment-links';
import { ProviderChoice } from './provider-choice';
import { topUpStrings } from './strings';
import { useCheckout } from './use-checkout';

// Only an unverified user's top-up loads it (with the call that sends a new link).
const VerifyFirst = lazy(() => import('@savdo/ui/verify-email'));

export interface TopUpProps {
  /** The amount the field opens with (UZS); a shortfall is raised to the minimum top-up. */
  amount?: number;
  provider?: PaymentProvider;
  /** A page of the product the provider returns to; defaults to /payments/return. */
  returnUrl?: string;
  hideTitle?: boolean;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
  min-width: 0;
  color: ${token('color-text')};
`;

const Suffix = styled.span`
  flex: none;
  color: ${token('color-text-muted')};
  font-weight: 600;
`;

const AmountInput = styled(TextField)`
  input {
    font-size: ${token('font-size-lg')};
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

// Four in a row, two by two on a phone: never three and one.
const Chips = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${token('space-2')};
  @media (max-width: 520px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Chip = styled(Button)`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  &[aria-pressed='true'] {
    border-color: ${token('color-accent')};
    color: ${token('color-accent')};
    background: ${token('color-info-soft')};
  }
`;

const Alert = styled.p`
  margin: 0;
  padding: ${token('space-2')} ${token('space-3')};
  border-radius: ${token('radius-md')};
  background: ${token('color-danger-soft')};
  color: ${token('color-danger')};
  font-size: ${token('font-size-sm')};
`;

export function TopUp({ amount, provider = 'payme', returnUrl, hideTitle = false }: TopUpProps) {
  const t = useT(topUpStrings);
  const lang = useLanguage();
  const { signedIn: mayPay, apiBase } = useOwnSession();
  const [text, setText] = useSyncedState(amountText(topUpPrefill(amount)));
  const [chosen, setChosen] = useSyncedState<PaymentProvider>(provider);
  const [showProblem, setShowProblem] = useState(false);
  const checkout = useCheckout(t('failed'));
  const user = useStore($user);
  // Said before the form, not after "Continue": the server refuses an unverified payer.
  const unverifiedEmail = user && !user.is_verified && user.email ? user.email : null;

  if (!mayPay)
    return (
      <SignInNotice
        data-savdo-top-up="sign-in"
        text={t('signInText')}
        linkText={t('signIn')}
        href={defaultSignInHref(apiBase)}
      />
    );

  const problem = topUpAmountProblem(text);
  const problemText =
    showProblem && problem
      ? t(`problems.${problem}`, {
          min: formatUzs(MIN_TOP_UP_UZS, lang),
          max: formatUzs(MAX_TOP_UP_UZS, lang),
        })
      : undefined;
  const typed = parseTopUpAmount(text);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (problem || typed === null) {
      setShowProblem(true);
      return;
    }
    void checkout.start({
      provider: chosen,
      amount: typed,
      productName: t('productName'),
      returnUrl: returnUrl || defaultReturnUrl(apiBase),
    });
  };

  return (
    <Form part="form" noValidate onSubmit={onSubmit} aria-busy={checkout.busy}>
      {hideTitle ? null : <Title>{t('title')}</Title>}
      {unverifiedEmail ? (
        <Suspense fallback={null}>
          <VerifyFirst email={unverifiedEmail} purpose="topUp" />
        </Suspense>
      ) : null}
      <Stack $gap={2}>
        <AmountInput
          part="amount"
          name="amount"
          label={t('amountLabel')}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          disabled={checkout.busy}
          onChange={(event) => {
            setText(regroupTyped(event.target.value));
            checkout.clearError();
          }}
          onBlur={() => setShowProblem(text !== '')}
          trailing={<Suffix aria-hidden="true">{CURRENCY_SUFFIX[lang]}</Suffix>}
          hint={t('amountHint', { min: formatUzs(MIN_TOP_UP_UZS, lang) })}
          error={problemText}
        />
        <Chips part="quick-amounts" role="group" aria-label={t('quickAmounts')}>
          {TOP_UP_QUICK_AMOUNTS.map((quick) => (
            <Chip
              key={quick}
              type="button"
              variant="secondary"
              size="sm"
              disabled={checkout.busy}
              aria-pressed={typed === quick}
              onClick={() => {
                setText(amountText(quick));
                setShowProblem(false);
                checkout.clearError();
              }}
            >
              {formatUzs(quick, lang)}
            </Chip>
          ))}
        </Chips>
      </Stack>
      <ProviderChoice
        value={chosen}
        onChange={(next) => {
          setChosen(next);
          checkout.clearError();
        }}
        disabled={checkout.busy}
      />
      {checkout.error ? (
        <Alert part="error" role="alert">
          {checkout.error}
        </Alert>
      ) : null}
      <Button
        part="submit"
        type="submit"
        block
        busy={checkout.busy}
        disabled={unverifiedEmail !== null}
      >
        {t('submit')}
      </Button>
    </Form>
  );
}
