// A stable id usable in CSS selectors and aria attributes. React's useId contains characters
// (colons, guillemets) that are awkward in selectors; they are stripped.
import { useId } from 'react';

export function useFieldId(prefix: string, given?: string): string {
  const auto = useId();
  return given ?? `savdo-${prefix}-${auto.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}
