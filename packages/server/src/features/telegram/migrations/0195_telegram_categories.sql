-- Telegram delivery per category of notification (docs/decisions/0327-telegram-categories.md).
-- The categories a user switched off (contract TELEGRAM_CATEGORIES); empty sends every one, so
-- every chat linked before this migration keeps getting everything, as it did.
ALTER TABLE telegram_links
  ADD COLUMN muted_categories text[] NOT NULL DEFAULT '{}'
    CHECK (muted_categories <@ ARRAY['payments', 'access', 'signals', 'expert_advisors',
      'calendar', 'support']::text[]);
