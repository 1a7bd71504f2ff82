-- Every upload a user starts, so the upload limits hold across server processes
-- (docs/decisions/0276-bounded-uploads-and-private-files.md): a row is running while
-- expires_at is set and ahead (a process that dies mid-upload frees it at expiry), and records
-- the files and bytes it stored once done. Rows older than two days are dropped as users upload.
CREATE TABLE upload_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  files integer NOT NULL DEFAULT 0 CHECK (files >= 0),
  bytes bigint NOT NULL DEFAULT 0 CHECK (bytes >= 0)
);

CREATE INDEX upload_attempts_user_idx ON upload_attempts (user_id, kind, started_at);

-- A file's body may live in the storage folder instead of the row (on_disk): PGlite runs in the
-- server's own thread, where storing 5 MB of bytea held every other request for seconds.
ALTER TABLE files ALTER COLUMN data DROP NOT NULL;
ALTER TABLE files ADD COLUMN on_disk boolean NOT NULL DEFAULT false;
ALTER TABLE files ADD CONSTRAINT files_body_somewhere CHECK (on_disk OR data IS NOT NULL);
