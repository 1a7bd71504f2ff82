// The attribution link lightweight-charts would add itself (its logo and placement), drawn by
// us: the library's version injects a <style> without the nonce, which a strict CSP refuses.
// Every lightweight-charts chart turns the library's logo off (`attributionLogo: false`) and
// renders this inside its positioned frame.
import styled from 'styled-components';
import { TRADINGVIEW_ATTRIBUTION } from './chart-colours';

const Attribution = styled.a<{ $bottom: string }>`
  --fill: #131722;
  --stroke: #fff;
  position: absolute;
  left: 10px;
  bottom: ${(p) => p.$bottom};
  z-index: 3;
  width: 35px;
  height: 19px;
  margin: 0;
  padding: 0;
  border: 0;
  line-height: 0;
  &[data-dark] {
    --fill: #d1d4dc;
    --stroke: #131722;
  }
  svg {
    display: block;
  }
`;

export interface TradingViewAttributionProps {
  dark: boolean;
  /**
   * CSS distance from the frame's bottom edge (a length or a calc()). The default, 38px, is 10px
   * above the time axis (about 28px at the library's default 12px font), where the library
   * places it in a one-pane chart.
   */
  bottom?: string;
}

export function TradingViewAttribution({ dark, bottom = '38px' }: TradingViewAttributionProps) {
  return (
    <Attribution
      href={TRADINGVIEW_ATTRIBUTION.href}
      title={TRADINGVIEW_ATTRIBUTION.title}
      aria-label={TRADINGVIEW_ATTRIBUTION.title}
      target="_blank"
      rel="noopener noreferrer"
      data-dark={dark ? '' : undefined}
      $bottom={bottom}
    >
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="35"
        height="19"
        viewBox="0 0 35 19"
        fill="none"
        aria-hidden="true"
        focusable="false"
      >
        <g fillRule="evenodd" clipRule="evenodd">
          <path
            fill="var(--stroke)"
            d="M2 0H0v10h6v9h21.4l.5-1.3 6-15 1-2.7H23.7l-.5 1.3-.2.6a5 5 0 0 0-7-.9V0H2Zm20 17h4l5.2-13 .8-2h-7l-1 2.5-.2.5-1.5 3.8-.3.7V17Zm-.8-10a3 3 0 0 0 .7-2.7A3 3 0 1 0 16.8 7h4.4ZM14 7V2H2v6h6v9h4V7h2Z"
          />
          <path
            fill="var(--fill)"
            d="M14 2H2v6h6v9h6V2Zm12 15h-7l6-15h7l-6 15Zm-7-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z"
          />
        </g>
      </svg>
    </Attribution>
  );
}
