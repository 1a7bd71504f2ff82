-- A copy-trading follow's terminal bridge (docs/decisions/0287-follow-heartbeat.md): the same
-- heartbeat as an expert advisor's (docs/decisions/0282-expert-advisor-delivery.md) moves a
-- follow's connection status by the same rule, so a follow keeps what an expert advisor keeps:
-- what the last heartbeat of its account said, why one of another account was refused, and since
-- when the offline job paused it (null: never, or not by the job).
ALTER TABLE copy_follows
  ADD COLUMN heartbeat jsonb CHECK (heartbeat IS NULL OR jsonb_typeof(heartbeat) = 'object'),
  ADD COLUMN bridge_problem text CHECK (bridge_problem IN ('wrong_login', 'wrong_platform')),
  ADD COLUMN bridge_problem_value text CHECK (length(bridge_problem_value) <= 200),
  ADD COLUMN bridge_problem_at timestamptz,
  ADD COLUMN offline_since timestamptz;

-- The offline job's scan: active follows by their last heartbeat.
CREATE INDEX copy_follows_heartbeat_idx ON copy_follows (last_heartbeat_at)
  WHERE status = 'active';
