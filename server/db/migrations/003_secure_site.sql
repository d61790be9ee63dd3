-- The secure site (server/secure): e-mail login, verified devices, embedded wallets, one-time codes, sessions.
-- Codes and tokens are stored as keyed SHA-256 hashes only; wallet keys as AES-256-GCM ciphertext (hex).
CREATE TABLE IF NOT EXISTS secure_users (
  id bigserial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  -- Null while pending: the first code was never entered.
  verified_at timestamptz,
  created_at timestamptz NOT NULL
);

-- A browser (the frame's deviceId) of a user: approved by the mailed link, verified by a correct code.
CREATE TABLE IF NOT EXISTS secure_devices (
  user_id bigint NOT NULL REFERENCES secure_users (id) ON DELETE CASCADE,
  device_id text NOT NULL,
  approved_at timestamptz,
  verified_at timestamptz,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, device_id)
);

CREATE TABLE IF NOT EXISTS secure_wallets (
  user_id bigint PRIMARY KEY REFERENCES secure_users (id) ON DELETE CASCADE,
  address text NOT NULL UNIQUE,
  encrypted_key text NOT NULL,
  iv text NOT NULL,
  tag text NOT NULL,
  created_at timestamptz NOT NULL
);

-- One-time codes. scope binds a code to what asked for it (the device for login, the user for an e-mail update);
-- only the newest code per (email, purpose, scope) counts. attempts counts wrong entries (3 void it).
CREATE TABLE IF NOT EXISTS secure_otps (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('login', 'update_primary', 'update_secondary')),
  scope text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX IF NOT EXISTS secure_otps_lookup_idx ON secure_otps (email, purpose, scope, id DESC);

-- Device-approval links (single use).
CREATE TABLE IF NOT EXISTS secure_device_tokens (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES secure_users (id) ON DELETE CASCADE,
  device_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE IF NOT EXISTS secure_sessions (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES secure_users (id) ON DELETE CASCADE,
  device_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS secure_sessions_user_idx ON secure_sessions (user_id);

-- The 30 s re-trigger rule: when a mail of each kind last went to an address.
CREATE TABLE IF NOT EXISTS secure_mail_throttle (
  email text NOT NULL,
  kind text NOT NULL,
  last_sent_at timestamptz NOT NULL,
  PRIMARY KEY (email, kind)
);

-- An e-mail change in progress (one per user): 'primary' waits for the current address's code, 'secondary' for the new one's.
CREATE TABLE IF NOT EXISTS secure_email_updates (
  user_id bigint PRIMARY KEY REFERENCES secure_users (id) ON DELETE CASCADE,
  new_email text NOT NULL,
  stage text NOT NULL CHECK (stage IN ('primary', 'secondary')),
  created_at timestamptz NOT NULL
);
