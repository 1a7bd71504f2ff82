-- A top-up that pays for something (docs/decisions/0150-payments.md: paying directly through a
-- provider): when the credit lands, the purchase it names is made in the same transaction. The
-- order keeps the purchase it made, or why it could not be made (the money then stays on the
-- balance).
ALTER TABLE payment_orders
  ADD COLUMN purchase_id bigint REFERENCES purchases (id),
  ADD COLUMN purchase_error text;
