-- An admin's refund of a purchase (docs/decisions/0289-admin-refunds.md): when, why, and the
-- ledger entry that credited the balance back (none when the purchase cost the balance nothing).
-- A purchase is refunded at most once: refunded_at is set once, under the row's lock.
ALTER TABLE purchases
  ADD COLUMN refunded_at timestamptz,
  ADD COLUMN refund_reason text CHECK (length(refund_reason) BETWEEN 3 AND 500),
  ADD COLUMN refund_entry_id bigint UNIQUE REFERENCES ledger_entries (id),
  ADD CHECK ((refunded_at IS NULL) = (refund_reason IS NULL));
