-- The history indexer (chain/indexer): what it read from each local chain's blocks.
-- Addresses are stored lower-case; amounts are base units (numeric). A chain reset deletes a chain's rows.

-- Progress per chain: the last indexed block and its hash (a different hash at that height = the chain was reset).
CREATE TABLE IF NOT EXISTS chain_index_state (
  chain_id integer PRIMARY KEY,
  last_block bigint NOT NULL,
  last_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every transaction of every indexed block. to_address is the created contract for a deployment.
CREATE TABLE IF NOT EXISTS chain_transactions (
  chain_id integer NOT NULL,
  hash text NOT NULL,
  block_number bigint NOT NULL,
  tx_index integer NOT NULL,
  block_time bigint NOT NULL,
  from_address text NOT NULL,
  to_address text,
  status text NOT NULL CHECK (status IN ('confirmed', 'failed')),
  PRIMARY KEY (chain_id, hash)
);
CREATE INDEX IF NOT EXISTS chain_transactions_from_idx ON chain_transactions (from_address);
CREATE INDEX IF NOT EXISTS chain_transactions_to_idx ON chain_transactions (to_address);
CREATE INDEX IF NOT EXISTS chain_transactions_order_idx ON chain_transactions (block_time DESC, chain_id DESC, block_number DESC, tx_index DESC);

-- Value moves: the native coin (log_index -1, the transaction's value), ERC-20 and ERC-721 Transfer logs.
-- amount is the value in base units, or the token id for an ERC-721.
CREATE TABLE IF NOT EXISTS chain_transfers (
  chain_id integer NOT NULL,
  tx_hash text NOT NULL,
  log_index integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('native', 'erc20', 'erc721')),
  token text,
  from_address text NOT NULL,
  to_address text NOT NULL,
  amount numeric NOT NULL,
  PRIMARY KEY (chain_id, tx_hash, log_index)
);
CREATE INDEX IF NOT EXISTS chain_transfers_from_idx ON chain_transfers (from_address);
CREATE INDEX IF NOT EXISTS chain_transfers_to_idx ON chain_transfers (to_address);

-- Token contracts seen in Transfer logs, with what they answered to name(), symbol(), decimals().
CREATE TABLE IF NOT EXISTS chain_tokens (
  chain_id integer NOT NULL,
  address text NOT NULL,
  standard text NOT NULL CHECK (standard IN ('erc20', 'erc721')),
  name text NOT NULL,
  symbol text NOT NULL,
  decimals integer NOT NULL,
  PRIMARY KEY (chain_id, address)
);

-- ERC-721 tokens seen in Transfer logs: the name and image of their tokenURI metadata (data: URIs only).
CREATE TABLE IF NOT EXISTS chain_nfts (
  chain_id integer NOT NULL,
  address text NOT NULL,
  token_id numeric NOT NULL,
  name text,
  image text,
  PRIMARY KEY (chain_id, address, token_id)
);

-- Names (identity, reverse lookup): a name points at an address; avatar is a URL or data: URI.
CREATE TABLE IF NOT EXISTS names (
  name text PRIMARY KEY,
  address text NOT NULL,
  avatar text,
  attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS names_address_idx ON names (lower(address), created_at);
