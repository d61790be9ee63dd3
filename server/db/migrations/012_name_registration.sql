-- Name registration (POST /v1/profile/account, chain/names/): a visitor's account registers a name in the fixed zone
-- by signing AppKit's JSON message. One name per spelling whatever its letter case; the ENSIP-11 coin type the
-- name was registered with (null for the seeded dev names); and every message that registered a name, by its
-- SHA-256, so a signed message registers once (a replay is refused).
ALTER TABLE names ADD COLUMN IF NOT EXISTS coin_type bigint;
CREATE UNIQUE INDEX IF NOT EXISTS names_lower_name_idx ON names (lower(name));

CREATE TABLE IF NOT EXISTS name_messages (
  message_hash text PRIMARY KEY,
  name text NOT NULL,
  address text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
