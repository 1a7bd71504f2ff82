// The Savdo mark: an emerald trend line on navy, with the wordmark.
import { memo } from 'react';
import styled from 'styled-components';

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  font-weight: 800;
  font-size: 19px;
  letter-spacing: -0.02em;
  color: inherit;
`;

// Memoised: the same drawing whatever the language or the page.
export const BrandMark = memo(function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="savdo-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#10b981" />
          <stop offset="1" stopColor="#059669" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#savdo-mark)" />
      <path
        d="M7 21.5l5.5-5.5 4 4L25 11.5"
        fill="none"
        stroke="#04140e"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="25" cy="11.5" r="2.2" fill="#04140e" />
    </svg>
  );
});

export function Brand({ name, showName = true }: { name: string; showName?: boolean }) {
  return (
    <Wrap>
      <BrandMark />
      {showName ? <span>{name}</span> : null}
    </Wrap>
  );
}
