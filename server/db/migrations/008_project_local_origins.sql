-- Seeded dev projects allow the pages of this machine (http(s)://localhost and 127.0.0.1, any port) besides their
-- allowed_origins, so an app on any dev server port works against the local cloud. Only the seed sets it; a project
-- added by hand stays on its exact list.
ALTER TABLE projects ADD COLUMN IF NOT EXISTS allow_local_origins boolean NOT NULL DEFAULT false;
