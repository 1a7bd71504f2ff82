// Two boundaries so a failing widget is never a blank hole and never breaks the page:
// - WidgetErrorBoundary shows the styled ErrorState with a try-again action and reports the
//   failure as a `savdo-error` event;
// - LastResortBoundary wraps everything, styles included: if even the styled fallback cannot
//   render (e.g. styles blocked by a CSP), it shows plain text.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '../primitives/states';
import { Button } from '../primitives/button';
import { $language, i18n, toLanguage } from '@savdo/core';
import { useT } from '../i18n/language-context';
import { uiNamespace } from '../i18n/ui-strings';

interface BoundaryProps {
  children?: ReactNode;
  onError?: (error: unknown) => void;
}

interface BoundaryState {
  failed: boolean;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The localised failure title, outside React (for the plain-text fallbacks). */
export function plainFailureText(lang: string | null): string {
  const language = toLanguage(lang) ?? $language.get();
  return String(i18n.getFixedT(language, uiNamespace())('widgetFailedTitle'));
}

function WidgetFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <ErrorState
      title={t('widgetFailedTitle')}
      text={t('widgetFailedText')}
      actions={
        <Button variant="secondary" onClick={onRetry}>
          {t('tryAgain')}
        </Button>
      }
    />
  );
}

export class WidgetErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError?.(error);
  }

  override render() {
    if (this.state.failed) return <WidgetFailed onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}

export class LastResortBoundary extends Component<
  BoundaryProps & { fallbackText: string },
  BoundaryState
> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError?.(error);
  }

  override render() {
    if (this.state.failed) return <p role="alert">{this.props.fallbackText}</p>;
    return this.props.children;
  }
}
