-- Per-address limits of the secure site, across every device: wrong codes and codes issued, each an event
-- with its time (a device id is chosen by the caller, so per-device limits alone can be sidestepped).
CREATE TABLE IF NOT EXISTS secure_email_events (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('code_issued', 'code_failed')),
  at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS secure_email_events_by_email ON secure_email_events (email, kind, at);
