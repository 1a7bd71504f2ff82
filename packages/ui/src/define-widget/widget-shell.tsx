// The React tree every element renders: styles into the element's shadow root (with the CSP
// nonce), its own language and theme, overlays portalled into the shadow root, and the error
// boundaries around the widget's component.
import { useEffect, type ComponentType } from 'react';
import { StyleSheetManager } from 'styled-components';
import type { Theme } from '@savdo/contract';
import { SavdoRoot } from '../theme/savdo-root';
import { toLanguage } from '@savdo/core';
import { LanguageContext } from '../i18n/language-context';
import { PortalTargetContext } from '../portal/portal-target';
import { Toaster } from '../toaster/toaster';
import { LastResortBoundary, WidgetErrorBoundary, plainFailureText } from './error-boundary';
import { WidgetContext, type WidgetContextValue } from './widget-context';

export interface WidgetShellProps<P> {
  component: ComponentType<P>;
  props: P;
  shadowRoot: ShadowRoot;
  context: WidgetContextValue;
  lang: string | null;
  theme: string | null;
  nonce: string | undefined;
  toaster: boolean;
  display: 'block' | 'inline-block';
  onError: (error: unknown) => void;
  onFirstRender: () => void;
}

function toTheme(value: string | null): Theme | null {
  return value === 'light' || value === 'dark' || value === 'system' ? value : null;
}

function FirstRender({ onFirstRender }: { onFirstRender: () => void }) {
  useEffect(() => onFirstRender(), [onFirstRender]);
  return null;
}

export function WidgetShell<P extends object>({
  component: Widget,
  props,
  shadowRoot,
  context,
  lang,
  theme,
  nonce,
  toaster,
  display,
  onError,
  onFirstRender,
}: WidgetShellProps<P>) {
  const language = toLanguage(lang);
  return (
    <LastResortBoundary fallbackText={plainFailureText(lang)} onError={onError}>
      <StyleSheetManager target={shadowRoot} nonce={nonce}>
        <LanguageContext.Provider value={language}>
          <WidgetContext.Provider value={context}>
            <PortalTargetContext.Provider value={shadowRoot}>
              <SavdoRoot
                host
                hostDisplay={display}
                theme={toTheme(theme)}
                nonce={nonce}
                part="root"
              >
                <WidgetErrorBoundary onError={onError}>
                  <Widget {...props} />
                </WidgetErrorBoundary>
                {toaster ? <Toaster /> : null}
              </SavdoRoot>
              <FirstRender onFirstRender={onFirstRender} />
            </PortalTargetContext.Provider>
          </WidgetContext.Provider>
        </LanguageContext.Provider>
      </StyleSheetManager>
    </LastResortBoundary>
  );
}
