-- A failure from a device that proved an earlier sign-in with its device cookie counts for that
-- device, not for its address (docs/decisions/0277-limits-shared-across-processes.md).
ALTER TABLE login_attempts ADD COLUMN device_id bigint;

CREATE INDEX login_attempts_pair_idx ON login_attempts (account_key, ip_address, created_at);
CREATE INDEX devices_user_address_idx ON devices (user_id, ip_address);
