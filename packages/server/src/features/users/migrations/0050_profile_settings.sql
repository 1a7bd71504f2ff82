-- Profile settings (docs/decisions/0221-time-zone-is-a-preference.md): the time-zone preference
-- (NULL until chosen; the browser's saved choice holds until then) and an email change waiting for
-- its verification link (decision 0220).
ALTER TABLE users ADD COLUMN time_zone text
  CHECK (time_zone IN ('tashkent', 'moscow', 'london', 'new_york', 'browser'));
ALTER TABLE users ADD COLUMN pending_email text
