-- Projects: a key (id) with its allowed origins, remote feature flags and analytics switch.
-- fixture names a deliberate misbehaviour of the config and origins calls (test projects only).
CREATE TABLE IF NOT EXISTS projects (
  id text PRIMARY KEY,
  name text NOT NULL,
  allowed_origins text[] NOT NULL DEFAULT '{}',
  features jsonb NOT NULL,
  analytics_enabled boolean NOT NULL DEFAULT false,
  fixture text CHECK (fixture IN ('rate_limited', 'server_error', 'malformed'))
);

-- The wallet directory behind GET /getWallets; sort_order is the record's rank ("order" in the API).
CREATE TABLE IF NOT EXISTS wallets (
  id text PRIMARY KEY,
  name text NOT NULL,
  homepage text,
  image_id text,
  sort_order integer NOT NULL,
  rdns text,
  chains text[],
  mobile_link text,
  desktop_link text,
  webapp_link text,
  app_store text,
  play_store text,
  chrome_store text,
  badge_type text NOT NULL DEFAULT 'none' CHECK (badge_type IN ('certified', 'none'))
);
CREATE INDEX IF NOT EXISTS wallets_sort_order_idx ON wallets (sort_order);
CREATE INDEX IF NOT EXISTS wallets_image_id_idx ON wallets (image_id);

-- Analytics events received on POST /e, kept as sent.
CREATE TABLE IF NOT EXISTS analytics_events (
  id bigserial PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  event_id text NOT NULL,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS analytics_events_project_idx ON analytics_events (project_id, id DESC);
