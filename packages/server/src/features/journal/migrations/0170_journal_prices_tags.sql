-- Trades from prices, tags and de-duplicated imports
-- (docs/decisions/0317-journal-figures-from-prices.md, 0318-journal-tags-and-reports.md,
-- 0319-journal-statement-import.md). Every new column is optional: a typed P&L stays valid.
ALTER TABLE journal_entries
  ADD COLUMN entry_price numeric(24, 10) CHECK (entry_price > 0),
  ADD COLUMN exit_price numeric(24, 10) CHECK (exit_price > 0),
  ADD COLUMN size numeric(24, 10) CHECK (size > 0),
  ADD COLUMN point_value numeric(24, 10) CHECK (point_value > 0),
  ADD COLUMN fees numeric(16, 2),
  ADD COLUMN stop_price numeric(24, 10) CHECK (stop_price > 0),
  ADD COLUMN entry_time timestamptz,
  ADD COLUMN exit_time timestamptz,
  ADD COLUMN setup_tags text[] NOT NULL DEFAULT '{}',
  ADD COLUMN mistake_tags text[] NOT NULL DEFAULT '{}',
  -- 'csv' or 'statement' for an imported trade; null when typed in the form.
  ADD COLUMN source text,
  -- One imported trade once per user: 'ticket:<ticket>' from a statement, 'csv:<hash of the
  -- row's trade fields>' from a CSV row.
  ADD COLUMN source_key text;
CREATE UNIQUE INDEX journal_entries_user_source_key ON journal_entries (user_id, source_key)
  WHERE source_key IS NOT NULL;
CREATE INDEX journal_entries_setup_tags ON journal_entries USING gin (setup_tags);
CREATE INDEX journal_entries_mistake_tags ON journal_entries USING gin (mistake_tags);
