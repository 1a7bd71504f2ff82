-- The kind-specific choices a purchase was made with (a plan's or a module's action), so that a
-- repeated Idempotency-Key is answered again only for the same request: the same key sent with
-- another action is refused (409), not answered as the first purchase. NULL on older rows.
ALTER TABLE purchases ADD COLUMN options jsonb;
