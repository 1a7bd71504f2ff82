-- Why a balance moved as a code with parameters (contract ledger-reasons.ts), so the history is
-- shown in the reader's language; `reason` keeps the English text. Admin adjustments (a typed
-- reason) have no code.
ALTER TABLE ledger_entries
  ADD COLUMN reason_code text CHECK (reason_code IN ('top_up', 'top_up_refund', 'purchase')),
  ADD COLUMN reason_params jsonb;
