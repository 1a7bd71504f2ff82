-- Rate-limit counters shared by every server process (docs/decisions/0277-limits-shared-across-processes.md):
-- one fixed window per (rule, key), counted with one upsert; a row whose window has passed
-- starts again at 1 and is pruned later.
CREATE TABLE rate_counters (
  rule text NOT NULL,
  key text NOT NULL,
  hits integer NOT NULL,
  resets_at timestamptz NOT NULL,
  PRIMARY KEY (rule, key)
);

CREATE INDEX rate_counters_resets_idx ON rate_counters (resets_at);
