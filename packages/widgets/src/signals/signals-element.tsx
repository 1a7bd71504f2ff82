// The component <savdo-signals> renders: its attributes checked, then the feed.
import type { SignalsElementProps } from './element-props';
import { feedPropsOf } from './element-props';
import { SignalsFeed } from './signals-feed';

export function SignalsElement(props: SignalsElementProps) {
  return <SignalsFeed {...feedPropsOf(props)} />;
}
