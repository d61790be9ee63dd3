-- The local payment provider (server/pay/): onramp orders (card or bank checkout) and pay-with-exchange sessions, one
-- row each, and the test exchange account's balances. Statuses change only by conditional UPDATEs (from the expected
-- status), so one payment completes an order at most once. Only a hash of each browser's per-order secret is stored.
CREATE TABLE IF NOT EXISTS pay_orders (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('onramp', 'exchange')),
  status text NOT NULL CHECK (status IN ('pending', 'awaiting_confirmation', 'processing', 'completed', 'failed', 'cancelled', 'expired')),
  secret_hash text,
  caip_network_id text NOT NULL,
  asset_address text,
  symbol text NOT NULL,
  decimals integer NOT NULL,
  amount text NOT NULL,
  destination text NOT NULL,
  fiat_currency text,
  payment_method text,
  total_cents text,
  subtotal_cents text,
  provider_fee_cents text,
  network_fee_cents text,
  partner_user_id text,
  exchange_id text,
  project_id text,
  last_error text,
  tx_hash text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS pay_orders_partner_idx ON pay_orders (partner_user_id, created_at);
CREATE TABLE IF NOT EXISTS pay_exchange_balances (
  login text NOT NULL,
  symbol text NOT NULL,
  balance numeric NOT NULL CHECK (balance >= 0),
  PRIMARY KEY (login, symbol)
);
