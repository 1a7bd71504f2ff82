// SavdoRoot (alias ThemeProvider): the top of every ui tree. It resolves the theme (an explicit
// prop, else the page's choice from core's $resolvedTheme), declares the `--savdo-*` tokens and
// the base typography. Inside a widget's shadow root (`host`), the tokens go on `:host`, where
// rules of the host page still win, so partners can re-theme across the shadow boundary.
import type { ReactNode } from 'react';
import styled, { StyleSheetManager, css } from 'styled-components';
import { useStore } from '@nanostores/react';
import { $prefersDark, $resolvedTheme } from '@savdo/core';
import type { Theme } from '@savdo/contract';
import { ThemeContext } from './theme-context';
import { tokenDeclarations, token, type ResolvedTheme } from './tokens';
import { forwardDomProps } from './forward-props';

export type HostDisplay = 'block' | 'inline-block';

export interface SavdoRootProps {
  /** light, dark or system; without it the page's saved choice applies. */
  theme?: Theme | null;
  /** Set by defineWidget: the tree renders inside a shadow root and themes its host. */
  host?: boolean;
  className?: string;
  /** How the widget's host element is displayed (widgets only). */
  hostDisplay?: HostDisplay;
  /** CSP nonce for the `:host` token style (widgets only). */
  nonce?: string;
  /** `part` name of the container, for ::part() styling from a host page. */
  part?: string;
  children?: ReactNode;
}

const base = css`
  font-family: ${token('font-family')};
  font-size: ${token('font-size-md')};
  line-height: ${token('line-height')};
  color: ${token('color-text')};
  -webkit-font-smoothing: antialiased;
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

/**
 * The `:host` rule of a widget, as a plain <style> in its shadow root. Not createGlobalStyle:
 * styled-components shares a global style's rules between all its style sheets, so two
 * elements (two shadow roots) in different themes would overwrite each other's `:host` rule.
 */
function HostTokens({
  theme,
  nonce,
  display,
}: {
  theme: ResolvedTheme;
  nonce?: string;
  display: HostDisplay;
}) {
  const rule = `:host{display:${display};${tokenDeclarations(theme)}}:host([hidden]){display:none}`;
  return <style nonce={nonce}>{rule}</style>;
}

// The root paints the theme's background: a dark widget on a light page stays readable.
// A host page that wants it transparent sets --savdo-color-bg. A block widget also gets inner
// padding and rounded corners, so its content never touches the edge of its own background
// (dark blocks on a light partner page had none).
// The tokens are a layer of their own: declarations only, which the styling runtime writes
// without a parser (decision 0270), where with the nested rules below they were the largest text
// it compiled at every load.
const Tokens = styled.div.withConfig(forwardDomProps)<{ $theme: ResolvedTheme; $host: boolean }>`
  ${(p) => (p.$host ? '' : tokenDeclarations(p.$theme))}
`;

const Root = styled(Tokens)<{ $padded: boolean }>`
  ${base}
  background: ${token('color-bg')};
  ${(p) => (p.$padded ? `padding: ${token('space-4')}; border-radius: ${token('radius-lg')};` : '')}
`;

/** Resolves an explicit theme prop (or the page's choice) to light or dark. */
export function useThemeChoice(theme: Theme | null | undefined): ResolvedTheme {
  const pageTheme = useStore($resolvedTheme);
  const prefersDark = useStore($prefersDark);
  if (theme === 'light' || theme === 'dark') return theme;
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return pageTheme;
}

export function SavdoRoot({
  theme,
  host = false,
  hostDisplay = 'block',
  nonce,
  className,
  part,
  children,
}: SavdoRootProps) {
  const resolved = useThemeChoice(theme);
  return (
    <StyleSheetManager shouldForwardProp={forwardDomProps.shouldForwardProp}>
      <ThemeContext.Provider value={resolved}>
        {host ? <HostTokens theme={resolved} nonce={nonce} display={hostDisplay} /> : null}
        <Root
          $theme={resolved}
          $host={host}
          $padded={host && hostDisplay === 'block'}
          className={className}
          part={part}
          data-savdo-theme={resolved}
        >
          {children}
        </Root>
      </ThemeContext.Provider>
    </StyleSheetManager>
  );
}

/** The same component under the name React developers look for. */
export const ThemeProvider = SavdoRoot;

/**
 * Re-declares the tokens for content portalled out of a SavdoRoot into a plain document
 * (not a shadow root, where `:host` tokens already inherit).
 */
const ScopeTokens = styled.div<{ $theme: ResolvedTheme }>`
  ${(p) => tokenDeclarations(p.$theme)}
`;

export const TokenScope = styled(ScopeTokens)`
  ${base}
`;
