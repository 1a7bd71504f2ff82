// Simple drawings of the install steps (docs/decisions/0282-expert-advisor-delivery.md): not
// screenshots of MetaTrader, only the idea of each step, in the page's colours (currentColor).
import type { ReactNode } from 'react';

export type InstallStep = 'files' | 'url' | 'attach' | 'key';

function Frame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 160 100" width="160" height="100" role="img" aria-label={label}>
      <rect
        x="1"
        y="1"
        width="158"
        height="98"
        rx="8"
        fill="none"
        stroke="currentColor"
        opacity="0.3"
      />
      {children}
    </svg>
  );
}

/** A file going into the Experts folder. */
function Files({ ext }: { ext: string }) {
  return (
    <>
      <path d="M20 40h30l8 8h42v38H20z" fill="none" stroke="currentColor" strokeWidth="3" />
      <text x="60" y="74" fontSize="11" textAnchor="middle" fill="currentColor">
        Experts
      </text>
      <rect
        x="110"
        y="12"
        width="30"
        height="38"
        rx="3"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      />
      <text x="125" y="36" fontSize="9" textAnchor="middle" fill="currentColor">
        {ext}
      </text>
      <path d="M118 56q-10 18-30 14" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M92 64l-6 6 9 2" fill="none" stroke="currentColor" strokeWidth="3" />
    </>
  );
}

/** The options dialog: a ticked box and the address field. */
function Url(_: { ext: string }) {
  return (
    <>
      <rect
        x="14"
        y="14"
        width="132"
        height="72"
        rx="4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <rect x="14" y="14" width="132" height="14" fill="currentColor" opacity="0.2" />
      <rect
        x="24"
        y="38"
        width="12"
        height="12"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M26 44l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <rect x="42" y="40" width="90" height="8" rx="2" fill="currentColor" opacity="0.3" />
      <rect
        x="24"
        y="60"
        width="108"
        height="16"
        rx="3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <text x="30" y="72" fontSize="9" fill="currentColor">
        https://…
      </text>
    </>
  );
}

/** A chart with the bridge attached (a small robot in its corner). */
function Attach(_: { ext: string }) {
  return (
    <>
      <path
        d="M14 80l24-22 18 12 28-30 22 14 36-34"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      />
      <path d="M14 86h132" stroke="currentColor" strokeWidth="2" opacity="0.4" />
      <rect
        x="112"
        y="52"
        width="28"
        height="22"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      />
      <circle cx="121" cy="63" r="3" fill="currentColor" />
      <circle cx="131" cy="63" r="3" fill="currentColor" />
      <path d="M126 52v-6" stroke="currentColor" strokeWidth="2.5" />
    </>
  );
}

/** The inputs: the key pasted into SavdoKey. */
function Key(_: { ext: string }) {
  return (
    <>
      <text x="18" y="34" fontSize="11" fill="currentColor">
        SavdoKey
      </text>
      <rect
        x="18"
        y="42"
        width="124"
        height="20"
        rx="3"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <text x="24" y="56" fontSize="10" fill="currentColor">
        ea_••••••••••
      </text>
      <circle cx="46" cy="80" r="7" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M53 80h26v6M70 80v5" fill="none" stroke="currentColor" strokeWidth="2.5" />
    </>
  );
}

const PICTURES: Record<InstallStep, (props: { ext: string }) => ReactNode> = {
  files: Files,
  url: Url,
  attach: Attach,
  key: Key,
};

export function InstallPicture({
  step,
  label,
  ext,
}: {
  step: InstallStep;
  label: string;
  /** The expert advisor file's extension, .ex4 or .ex5. */
  ext: string;
}) {
  const Picture = PICTURES[step];
  return (
    <Frame label={label}>
      <Picture ext={ext} />
    </Frame>
  );
}
