-- The trading journal (docs/decisions/0200-journal-entries-and-images.md): a trader's own trades.
-- Images are rows of `files` (so a failed request rolls them back with the entry); the entry keeps
-- their URLs.
CREATE TABLE journal_entries (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  symbol text NOT NULL,
  trade_date date NOT NULL,
  direction text NOT NULL CHECK (direction IN ('long', 'short')),
  pnl numeric(16, 2) NOT NULL,
  risk numeric(16, 2) NOT NULL CHECK (risk >= 0),
  rr numeric(10, 2) NOT NULL CHECK (rr >= 0),
  win boolean NOT NULL,
  before_title_1 text NOT NULL,
  before_title_2 text NOT NULL,
  description_1 jsonb NOT NULL DEFAULT '[]'::jsonb,
  description_2 jsonb NOT NULL DEFAULT '[]'::jsonb,
  notes text NOT NULL DEFAULT '',
  before_image_1 text,
  before_image_2 text,
  after_image text,
  import_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX journal_entries_user_date ON journal_entries (user_id, trade_date DESC, id DESC);

-- One row per imported CSV file (its content hash), so the same file sent twice (a double
-- click) imports once.
CREATE TABLE journal_imports (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content_hash text NOT NULL,
  imported integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, content_hash)
);
