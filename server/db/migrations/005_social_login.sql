-- Social login on the secure site (OAuth providers and Farcaster). A social user may have no e-mail (X, Farcaster).
ALTER TABLE secure_users ALTER COLUMN email DROP NOT NULL;

-- Who a provider says a user is: one row per (provider, subject), each pointing at the user (and so the wallet) it reaches.
CREATE TABLE IF NOT EXISTS secure_social_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id bigint NOT NULL REFERENCES secure_users (id) ON DELETE CASCADE,
  username text,
  -- As the provider gave it (verified or not); only secure_users.email is used for linking.
  email text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX IF NOT EXISTS secure_social_identities_user_idx ON secure_social_identities (user_id);

-- An OAuth sign-in in progress (10 min, single use): the state is stored as a keyed hash only, bound to the
-- device, project and host page that asked for it.
CREATE TABLE IF NOT EXISTS secure_social_states (
  state_hash text PRIMARY KEY,
  provider text NOT NULL,
  code_verifier text NOT NULL,
  -- OpenID Connect providers only.
  nonce text,
  device_id text NOT NULL,
  project_id text NOT NULL,
  parent_origin text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- A Farcaster sign-in in progress (the relay's channel); only the newest per device and project counts.
CREATE TABLE IF NOT EXISTS secure_farcaster_channels (
  id bigserial PRIMARY KEY,
  device_id text NOT NULL,
  project_id text NOT NULL,
  channel_token text NOT NULL,
  nonce text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX IF NOT EXISTS secure_farcaster_channels_device_idx ON secure_farcaster_channels (device_id, project_id, id DESC);

-- How a session signed in: null for the e-mail login, else the provider, with the name it gave.
ALTER TABLE secure_sessions ADD COLUMN IF NOT EXISTS auth_provider text;
ALTER TABLE secure_sessions ADD COLUMN IF NOT EXISTS user_name text;
