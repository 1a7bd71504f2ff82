-- Review moderation (docs/decisions/0296-review-moderation.md): an admin hides a review; a hidden
-- review leaves the public list and the bot's rating but stays for the record, and who hid it when.
ALTER TABLE algo_reviews ADD COLUMN hidden_at timestamptz;
ALTER TABLE algo_reviews ADD COLUMN hidden_by bigint REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX algo_reviews_visible_bot_idx ON algo_reviews (bot_id, created_at DESC, id DESC)
  WHERE hidden_at IS NULL;
