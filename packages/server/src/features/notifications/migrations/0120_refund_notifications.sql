-- An admin's refund tells the buyer (docs/decisions/0289-admin-refunds.md): two new kinds,
-- 'purchase_refunded' and 'top_up_refunded'. Both lists of kinds are restated whole (contract
-- NOTIFICATION_KINDS); existing preferences keep their choices.
ALTER TABLE notifications
  DROP CONSTRAINT notifications_kind_check,
  ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('payment_credited', 'payment_failed', 'module_access_ending', 'module_access_ended', 'subscription_ending', 'signal_new', 'expert_advisor_status', 'support_reply', 'purchase_receipt', 'purchase_refunded', 'top_up_refunded'));

ALTER TABLE notification_preferences
  DROP CONSTRAINT notification_preferences_browser_kinds_check,
  ADD CONSTRAINT notification_preferences_browser_kinds_check CHECK (browser_kinds <@ ARRAY['payment_credited', 'payment_failed', 'module_access_ending', 'module_access_ended', 'subscription_ending', 'signal_new', 'expert_advisor_status', 'support_reply', 'purchase_receipt', 'purchase_refunded', 'top_up_refunded']::text[]);
