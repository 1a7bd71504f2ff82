-- Uploaded files (avatars now; chat and journal images later). Kept in the database so every
-- server process on it serves the same files.
CREATE TABLE files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id bigint REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL CHECK (size >= 0),
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX files_owner_idx ON files (owner_id);
