// The empty state of a filtered list: it says nothing matched and offers "clear filters"
// (the catalogs' PagedCatalogBody and the journal's list).
import { Button } from './button';
import { EmptyState } from './states';

export interface FilteredEmptyProps {
  /** Nothing matches the filters. */
  title: string;
  clearLabel: string;
  onClear: () => void;
}

export function FilteredEmpty({ title, clearLabel, onClear }: FilteredEmptyProps) {
  return (
    <EmptyState
      title={title}
      actions={
        <Button size="sm" variant="secondary" onClick={onClear}>
          {clearLabel}
        </Button>
      }
    />
  );
}
