-- A project that sponsors gas: chain data's POST /v1/paymaster (ERC-7677) signs VerifyingPaymaster sponsorships for its
-- smart accounts' user operations. Off unless a project turns it on (the seed turns it on for gangway-sponsored only).
ALTER TABLE projects ADD COLUMN IF NOT EXISTS sponsor_gas boolean NOT NULL DEFAULT false;
