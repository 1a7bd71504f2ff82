// <savdo-help>: the help centre, or with `location` the contextual help button of that part of
// a page. The support conversation comes through the `support` slot (or prop).
import type { ReactNode } from 'react';
import type { InstructionLocation } from '@savdo/contract';
import { HelpCenter, PageHelp } from '@savdo/ui/help';

export interface HelpProps {
  location?: InstructionLocation | '';
  hideTitle?: boolean;
  support?: ReactNode;
}

export function Help({ location = '', hideTitle = false, support }: HelpProps) {
  if (location) return <PageHelp location={location} />;
  return <HelpCenter hideTitle={hideTitle} support={support} />;
}
