-- Calendar alerts tell through notifications (docs/decisions/0312-calendar-alerts.md): two new
-- kinds, 'calendar_reminder' (N minutes before a release) and 'calendar_actual' (its actual
-- value is out). Both lists of kinds are restated whole (contract NOTIFICATION_KINDS);
-- existing preferences keep their choices.
ALTER TABLE notifications
  DROP CONSTRAINT notifications_kind_check,
  ADD CONSTRAINT notifications_kind_check CHECK (kind IN ('payment_credited', 'payment_failed', 'module_access_ending', 'module_access_ended', 'subscription_ending', 'signal_new', 'expert_advisor_status', 'support_reply', 'purchase_receipt', 'purchase_refunded', 'top_up_refunded', 'calendar_reminder', 'calendar_actual'));

ALTER TABLE notification_preferences
  DROP CONSTRAINT notification_preferences_browser_kinds_check,
  ADD CONSTRAINT notification_preferences_browser_kinds_check CHECK (browser_kinds <@ ARRAY['payment_credited', 'payment_failed', 'module_access_ending', 'module_access_ended', 'subscription_ending', 'signal_new', 'expert_advisor_status', 'support_reply', 'purchase_receipt', 'purchase_refunded', 'top_up_refunded', 'calendar_reminder', 'calendar_actual']::text[]);
