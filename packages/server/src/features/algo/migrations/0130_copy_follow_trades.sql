-- A copy follow's copied trades (docs/decisions/0307-copied-trades-in-algo-trades.md): the trades
-- its terminal bridge posts with the follow's key are kept in algo_trades beside a bot's and an
-- expert advisor's, as a third owner, so one code path (ingestion, figures, lists) serves all
-- three. Every row has exactly one owner; the two-owner check of 0030 (PostgreSQL's name for an
-- unnamed table check, algo_trades_check) gives way to a named one over the three.
ALTER TABLE algo_trades
  ADD COLUMN copy_follow_id bigint REFERENCES copy_follows (id) ON DELETE CASCADE,
  DROP CONSTRAINT algo_trades_check,
  ADD CONSTRAINT algo_trades_one_owner_check
    CHECK (num_nonnulls(bot_id, expert_advisor_id, copy_follow_id) = 1);

-- The ticket is the idempotency key per follow, as per expert advisor.
CREATE UNIQUE INDEX algo_trades_follow_ticket_idx ON algo_trades (copy_follow_id, ticket)
  WHERE copy_follow_id IS NOT NULL;
CREATE INDEX algo_trades_follow_close_idx ON algo_trades (copy_follow_id, close_time)
  WHERE copy_follow_id IS NOT NULL;
