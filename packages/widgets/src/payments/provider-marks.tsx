// The two providers' marks, drawn here (no external images: partner pages may forbid them and
// a broken image would be worse than a word mark). The colours are the providers' own, close
// enough to be recognised, not their trademarked logos.
import type { PaymentProvider } from '@savdo/contract';

const PAYME_TEAL = '#00b2b6';
const CLICK_BLUE = '#0a6cf0';

function PaymeMark() {
  return (
    <svg viewBox="0 0 88 28" width="88" height="28" aria-hidden="true" focusable="false">
      <text
        x="0"
        y="21"
        fontFamily="system-ui, sans-serif"
        fontSize="22"
        fontWeight="800"
        letterSpacing="-0.5"
      >
        <tspan fill="currentColor">pay</tspan>
        <tspan fill={PAYME_TEAL}>me</tspan>
      </text>
    </svg>
  );
}

function ClickMark() {
  return (
    <svg viewBox="0 0 88 28" width="88" height="28" aria-hidden="true" focusable="false">
      <circle cx="13" cy="14" r="12" fill={CLICK_BLUE} />
      <path
        d="M18 9.5a6.5 6.5 0 1 0 0 9"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <text
        x="30"
        y="20.5"
        fontFamily="system-ui, sans-serif"
        fontSize="19"
        fontWeight="800"
        fill={CLICK_BLUE}
      >
        click
      </text>
    </svg>
  );
}

export function ProviderMark({ provider }: { provider: PaymentProvider }) {
  return provider === 'payme' ? <PaymeMark /> : <ClickMark />;
}
