import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { mnemonicToSeedSync } from '@scure/bip39'
import { PublicKey, SystemProgram } from '@solana/web3.js'
import { slip10Ed25519, SOLANA_TEST_ACCOUNTS, SOLANA_TEST_MNEMONIC } from '../../../src/protocol/solanaTestKeys'
import type { SolanaLedger } from './SolanaLedger'
import { ACCOUNT_SIZE, ASSOCIATED_TOKEN_PROGRAM, encodeMint, encodeTokenAccount, MINT_SIZE, TOKEN_PROGRAM } from './splToken'
import { FUNDED_SOL, LAMPORTS_PER_SOL, MINT_AUTHORITY_SOL, SOLANA_GUSD, TOKEN_HOLDER_GUSD, TOKEN_HOLDERS } from './solanaLocalChain'

export interface SolanaSeed {
  mint: string
  mintAuthority: string
  /** The funded keys' addresses, index 0 first. */
  funded: string[]
  /** Key index → its gUSD associated token account, for the first TOKEN_HOLDERS keys. */
  tokenAccounts: string[]
}

const system = SystemProgram.programId.toBase58()

/**
 * The chain's starting state, written straight into the accounts (no transactions, so it takes milliseconds and
 * the history starts empty): keys 0–19 with 100 SOL each, key 998 (the mint authority) with 10 SOL, the gUSD mint
 * at key 999 and 10,000 gUSD in the associated token accounts of keys 0–4.
 */
export function seedSolanaLedger(ledger: SolanaLedger): SolanaSeed {
  // solanaTestKeypair's keys, the mnemonic's seed (2,048 PBKDF2 rounds) computed once rather than per key.
  const mnemonicSeed = mnemonicToSeedSync(SOLANA_TEST_MNEMONIC)
  const addressOf = (index: number): string => base58.encode(ed25519.getPublicKey(slip10Ed25519(mnemonicSeed, [44, 501, index, 0])))
  const funded = Array.from({ length: SOLANA_TEST_ACCOUNTS.fundedCount }, (_, index) => addressOf(index))
  for (const address of funded) ledger.setAccount(address, { lamports: FUNDED_SOL * LAMPORTS_PER_SOL, data: new Uint8Array(), owner: system, executable: false })
  const mintAuthority = addressOf(SOLANA_TEST_ACCOUNTS.mintAuthority)
  ledger.setAccount(mintAuthority, { lamports: MINT_AUTHORITY_SOL * LAMPORTS_PER_SOL, data: new Uint8Array(), owner: system, executable: false })
  const mint = addressOf(SOLANA_TEST_ACCOUNTS.mint)
  const unit = 10n ** BigInt(SOLANA_GUSD.decimals)
  const held = TOKEN_HOLDER_GUSD * unit
  ledger.setAccount(mint, { lamports: ledger.minimumBalanceForRentExemption(MINT_SIZE), data: encodeMint({ mintAuthority, supply: held * BigInt(TOKEN_HOLDERS), decimals: SOLANA_GUSD.decimals }), owner: TOKEN_PROGRAM, executable: false })
  const tokenAccounts = funded.slice(0, TOKEN_HOLDERS).map((owner) => {
    const [address] = PublicKey.findProgramAddressSync([new PublicKey(owner).toBytes(), new PublicKey(TOKEN_PROGRAM).toBytes(), new PublicKey(mint).toBytes()], new PublicKey(ASSOCIATED_TOKEN_PROGRAM))
    ledger.setAccount(address.toBase58(), { lamports: ledger.minimumBalanceForRentExemption(ACCOUNT_SIZE), data: encodeTokenAccount({ mint, owner, amount: held }), owner: TOKEN_PROGRAM, executable: false })
    return address.toBase58()
  })
  return { mint, mintAuthority, funded, tokenAccounts }
}
