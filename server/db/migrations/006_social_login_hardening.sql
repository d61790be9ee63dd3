-- Social login hardening: sweeps by expiry, per-device attempt limits, the Farcaster channel token sealed.

-- The sweeps of expired states and channels (DELETE … WHERE expires_at <= …) and the count of a device's live states.
CREATE INDEX IF NOT EXISTS secure_social_states_expires_idx ON secure_social_states (expires_at);
CREATE INDEX IF NOT EXISTS secure_social_states_device_idx ON secure_social_states (device_id, expires_at);
CREATE INDEX IF NOT EXISTS secure_farcaster_channels_expires_idx ON secure_farcaster_channels (expires_at);

-- A device's recent attempts of one kind ('social_redirect', 'farcaster_channel'): their times within the window,
-- oldest first. One row per device and kind, so claiming an attempt is one atomic upsert; rows idle for longer
-- than the window are swept by last_at.
CREATE TABLE IF NOT EXISTS secure_device_attempts (
  device_id text NOT NULL,
  kind text NOT NULL,
  attempts timestamptz[] NOT NULL,
  last_at timestamptz NOT NULL,
  PRIMARY KEY (device_id, kind)
);
CREATE INDEX IF NOT EXISTS secure_device_attempts_last_idx ON secure_device_attempts (last_at);

-- The relay's channel token is kept sealed (AES-256-GCM bound to the device and project, 'iv.tag.ciphertext' in
-- hex). channel_token stays, nullable and no longer written; the channels it holds (10 minutes each) are dropped.
DELETE FROM secure_farcaster_channels;
ALTER TABLE secure_farcaster_channels ALTER COLUMN channel_token DROP NOT NULL;
ALTER TABLE secure_farcaster_channels ADD COLUMN IF NOT EXISTS sealed_channel_token text;
