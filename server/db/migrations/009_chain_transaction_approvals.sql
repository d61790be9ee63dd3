-- The history indexer marks a transaction in which its sender approved a spender: an ERC-20/ERC-721 Approval or an
-- ApprovalForAll log whose owner is the transaction's sender. The history shows such a transaction as 'approve' when
-- it moved nothing to or from the account. Rows indexed before this migration stay false until their chain is indexed
-- again (a local chain is, at every cloud start).
ALTER TABLE chain_transactions ADD COLUMN IF NOT EXISTS approval boolean NOT NULL DEFAULT false;
