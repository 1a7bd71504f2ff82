-- Where each viewer stopped in a video resource, per account as a lesson's position is
-- (docs/decisions/0288-resource-position-per-account.md): the player resumes there on any
-- device. One row per viewer and resource; 0 after the video ended.
CREATE TABLE resource_positions (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  resource_id bigint NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  position_seconds double precision NOT NULL CHECK (position_seconds BETWEEN 0 AND 86400),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, resource_id)
);
