-- The embedded wallet's active account (spec §3 preferredAccountType): the signer itself ('eoa') or its ERC-4337 smart
-- account ('smartAccount'). NULL: never chosen; the kit's default account type decides at its next login.
ALTER TABLE secure_wallets ADD COLUMN IF NOT EXISTS preferred_account_type text CHECK (preferred_account_type IN ('eoa', 'smartAccount'));
