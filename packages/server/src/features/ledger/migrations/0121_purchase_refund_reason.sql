-- A refunded purchase credits the balance back with its own reason code (contract
-- ledger-reasons.ts, docs/decisions/0289-admin-refunds.md). The list is restated whole.
ALTER TABLE ledger_entries
  DROP CONSTRAINT ledger_entries_reason_code_check,
  ADD CONSTRAINT ledger_entries_reason_code_check CHECK (reason_code IN ('top_up', 'top_up_refund', 'purchase', 'purchase_refund'));
