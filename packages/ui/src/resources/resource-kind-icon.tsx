// The mark of a resource's kind (a document, lines of text, a play button), drawn inline so it
// follows the text colour; decorative, the kind's name is always written beside it.
import type { ResourceKind } from '@savdo/contract';

const PATHS: Record<ResourceKind, string> = {
  pdf: 'M6 2h8l4 4v16H6zM14 2v4h4M9 13h6M9 17h6M9 9h2',
  article: 'M4 5h16M4 10h16M4 15h10M4 20h13',
  video: 'M3 5h18v14H3zM10 9l5 3-5 3z',
};

export function ResourceKindIcon({ kind, size = 16 }: { kind: ResourceKind; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[kind]} />
    </svg>
  );
}
