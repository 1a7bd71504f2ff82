-- An admin's refund of a paid top-up (docs/decisions/0289-admin-refunds.md): status becomes
-- 'refunded'; when and why are kept beside it.
ALTER TABLE payment_orders
  ADD COLUMN refunded_at timestamptz,
  ADD COLUMN refund_reason text CHECK (length(refund_reason) BETWEEN 3 AND 500);
