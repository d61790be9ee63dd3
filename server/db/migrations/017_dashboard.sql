-- The project dashboard (server/dashboard): teams and their members, sign-in codes and sessions, who owns a
-- project, its secret key (hashed), rollout shares, verified domains, and an audit log of every change.
CREATE TABLE IF NOT EXISTS teams (
  id text PRIMARY KEY,
  name text NOT NULL,
  -- The team API key (creates projects over the automation API): sha256 of the key, hex; null until made.
  api_key_hash text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One team per e-mail address (lower case).
CREATE TABLE IF NOT EXISTS team_members (
  email text PRIMARY KEY,
  team_id text NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now()
);

-- The newest sign-in code per address (sha256 of address and code); used or voided codes are deleted.
CREATE TABLE IF NOT EXISTS dashboard_codes (
  email text PRIMARY KEY,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  sent_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

-- Signed-in browsers: sha256 of the cookie's token.
CREATE TABLE IF NOT EXISTS dashboard_sessions (
  token_hash text PRIMARY KEY,
  email text NOT NULL REFERENCES team_members (email) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

-- Ownership (null: a project no team manages, e.g. one added by hand), the project secret key (sha256, hex),
-- rollout shares by remote feature name (0-100; a feature not listed is on for everyone), and whether the secure
-- site serves embedded wallets only to verified domains (UNVERIFIED_DOMAIN otherwise).
ALTER TABLE projects ADD COLUMN IF NOT EXISTS team_id text REFERENCES teams (id) ON DELETE SET NULL;
ALTER TABLE projects ADD COLUMN IF NOT EXISTS secret_key_hash text UNIQUE;
ALTER TABLE projects ADD COLUMN IF NOT EXISTS rollouts jsonb NOT NULL DEFAULT '{}';
ALTER TABLE projects ADD COLUMN IF NOT EXISTS require_verified_domain boolean NOT NULL DEFAULT false;
ALTER TABLE projects ADD COLUMN IF NOT EXISTS created_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX IF NOT EXISTS projects_team_idx ON projects (team_id);

-- A domain (an origin) a project proves it controls: the token served at <origin>/.well-known/gangway-verification.txt.
CREATE TABLE IF NOT EXISTS domain_verifications (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  origin text NOT NULL,
  token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  verified_at timestamptz,
  PRIMARY KEY (project_id, origin)
);

-- A verification changes what the cached project says (its verified origins): the same NOTIFY as a project row.
CREATE FUNCTION gangway_notify_project_domains() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('gangway_cache', json_build_object('table', 'projects', 'id', COALESCE(NEW.project_id, OLD.project_id))::text);
  RETURN NULL;
END $$;

CREATE TRIGGER domain_verifications_notify_cache AFTER INSERT OR UPDATE OR DELETE ON domain_verifications
  FOR EACH ROW EXECUTE FUNCTION gangway_notify_project_domains();

-- Who changed what, when: before and after as JSON. actor is an e-mail, or 'team key' / 'project key'.
CREATE TABLE IF NOT EXISTS audit_log (
  id bigserial PRIMARY KEY,
  team_id text REFERENCES teams (id) ON DELETE CASCADE,
  project_id text REFERENCES projects (id) ON DELETE CASCADE,
  actor text NOT NULL,
  action text NOT NULL,
  before jsonb,
  after jsonb,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS audit_log_project_idx ON audit_log (project_id, id DESC);
CREATE INDEX IF NOT EXISTS audit_log_team_idx ON audit_log (team_id, id DESC);
