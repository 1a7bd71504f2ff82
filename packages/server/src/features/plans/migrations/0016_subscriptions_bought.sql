-- Subscriptions bought from the balance (decision 0153). A subscription row is one
-- plan held over time: `started_at`..`expires_at` is the span paid so far and `price_paid` what
-- that span cost, so an upgrade can credit the unused part. `auto_renew` is turned off by a
-- cancel (the plan stays active until it ends). A renewal the balance cannot cover waits as
-- 'pending_payment' from `pending_since`; a replaced or revoked subscription is 'inactive'.
ALTER TABLE user_subscriptions
  ADD COLUMN auto_renew boolean NOT NULL DEFAULT false,
  ADD COLUMN price_paid bigint NOT NULL DEFAULT 0 CHECK (price_paid >= 0),
  ADD COLUMN purchase_id bigint REFERENCES purchases (id),
  ADD COLUMN pending_since timestamptz,
  ADD COLUMN ended_at timestamptz;

-- Plan names and features in uz and ru ({ "uz": { "name", "features" }, "ru": ... }).
ALTER TABLE subscription_plans ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';

-- One current subscription per user: keep the highest (then latest) of any older duplicates.
UPDATE user_subscriptions s SET status = 'inactive', ended_at = now()
WHERE s.status IN ('active', 'pending_payment')
  AND EXISTS (
    SELECT 1 FROM user_subscriptions o
    JOIN subscription_plans op ON op.id = o.plan_id
    JOIN subscription_plans sp ON sp.id = s.plan_id
    WHERE o.user_id = s.user_id AND o.id <> s.id AND o.status IN ('active', 'pending_payment')
      AND (op.level > sp.level OR (op.level = sp.level AND o.id > s.id))
  );
CREATE UNIQUE INDEX user_subscriptions_current_key ON user_subscriptions (user_id)
  WHERE status IN ('active', 'pending_payment');
