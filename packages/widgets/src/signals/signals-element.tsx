// The component <savdo-signals> renders: the feed with the element's coerced attributes (see
// manifest.ts). The tab and filters a user chooses are written back to the element's
// attributes (tab, signal-type, status), so the page that embeds it can read them, save them
// or put them in its own URL.
import { useCallback } from 'react';
import { useWidget, type ElementProps } from '@savdo/ui';
import type { signalsManifest } from './manifest';
import { SignalsFeed, type SignalsFilterChoice } from './signals-feed';

function reflect(host: HTMLElement, name: string, value: string | undefined, fallback?: string) {
  if (value === undefined || value === fallback) host.removeAttribute(name);
  else if (host.getAttribute(name) !== value) host.setAttribute(name, value);
}

export type SignalsElementProps = ElementProps<typeof signalsManifest>;

export function SignalsElement(props: SignalsElementProps) {
  const { host } = useWidget();
  const onFiltersChange = useCallback(
    (choice: SignalsFilterChoice) => {
      if (!host) return;
      reflect(host, 'tab', choice.tab, 'all');
      reflect(host, 'signal-type', choice.signalType);
      reflect(host, 'status', choice.status);
    },
    [host],
  );
  return <SignalsFeed {...props} onFiltersChange={onFiltersChange} />;
}
