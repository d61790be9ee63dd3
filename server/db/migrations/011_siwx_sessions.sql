-- Sign in with the wallet (SIWX): single-use nonces and the sessions verified with them, per project. A nonce is
-- spent by a conditional UPDATE (used_at IS NULL), so one signed message opens at most one session.
CREATE TABLE IF NOT EXISTS siwx_nonces (
  nonce text PRIMARY KEY,
  project_id text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX IF NOT EXISTS siwx_nonces_expiry_idx ON siwx_nonces (expires_at);
CREATE TABLE IF NOT EXISTS siwx_sessions (
  id text PRIMARY KEY,
  project_id text NOT NULL,
  address text NOT NULL,
  caip_network_id text NOT NULL,
  message text NOT NULL,
  signature text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX IF NOT EXISTS siwx_sessions_address_idx ON siwx_sessions (project_id, lower(address), caip_network_id);
