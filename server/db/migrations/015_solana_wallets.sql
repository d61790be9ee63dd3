-- The embedded wallet's Solana key (issue 21): an ed25519 key per user beside the secp256k1 one, its 32-byte seed
-- stored as AES-256-GCM ciphertext (hex) bound to the user by its own associated data ('gangway solana wallet key
-- for user <id>'), so neither key's ciphertext opens as the other's or as another user's. address: base58 public key.
CREATE TABLE IF NOT EXISTS secure_solana_wallets (
  user_id bigint PRIMARY KEY REFERENCES secure_users (id) ON DELETE CASCADE,
  address text NOT NULL UNIQUE,
  encrypted_key text NOT NULL,
  iv text NOT NULL,
  tag text NOT NULL,
  created_at timestamptz NOT NULL
);
