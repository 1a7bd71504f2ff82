-- Every purchase raises a receipt (docs/decisions/0281-purchase-receipts.md): a notification of
-- the new kind 'purchase_receipt', written in the purchase's transaction. The two lists of kinds
-- are restated whole (contract NOTIFICATION_KINDS); existing preferences keep their choices.
ALTER TABLE notifications
  DROP CONSTRAINT notifications_kind_check,
  ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('payment_credited', 'payment_failed', 'module_access_ending', 'module_access_ended', 'subscription_ending', 'signal_new', 'expert_advisor_status', 'support_reply', 'purchase_receipt'));

ALTER TABLE notification_preferences
  DROP CONSTRAINT notification_preferences_browser_kinds_check,
  ADD CONSTRAINT notification_preferences_browser_kinds_check CHECK (browser_kinds <@ ARRAY['payment_credited', 'payment_failed', 'module_access_ending', 'module_access_ended', 'subscription_ending', 'signal_new', 'expert_advisor_status', 'support_reply', 'purchase_receipt']::text[]);
