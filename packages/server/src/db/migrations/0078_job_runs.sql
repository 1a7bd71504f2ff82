-- One row per timed job (docs/decisions/0277-limits-shared-across-processes.md): the last period
-- of the job's clock (the database's time divided by its interval) that a process claimed. A
-- process runs the job only when its upsert moved the period forward, so each period runs once
-- across processes.
CREATE TABLE job_runs (
  name text PRIMARY KEY,
  every_ms bigint NOT NULL,
  period bigint NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now()
);
