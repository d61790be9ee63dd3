-- Approvals of unsafe embedded-wallet requests, recorded when the visitor clicks Approve in the secure site's
-- approval frame. /api/rpc signs an unsafe request only by consuming one: same session, same request (its
-- hash over method, params and chain), unexpired, once. Only hashes are stored.
CREATE TABLE IF NOT EXISTS secure_approvals (
  id_hash text PRIMARY KEY,
  token_hash text NOT NULL,
  request_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS secure_approvals_expires_idx ON secure_approvals (expires_at);
