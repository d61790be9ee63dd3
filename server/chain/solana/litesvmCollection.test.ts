import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { SLOW_TEST_MS } from '../../testing/hookTimeouts'

const run = promisify(execFile)
const here = (file: string): string => fileURLToPath(new URL(file, import.meta.url))

// litesvm 0.7 and 0.8 corrupt the process after the Associated Token Account program runs: the next garbage
// collection aborts it (std::bad_alloc). A child process, so a regression fails this test rather than the suite.
const PROBE = `
import { createAssociatedTokenAccountInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Keypair, PublicKey, Transaction, VersionedTransaction } from '@solana/web3.js'
import { SolanaLedger } from ${JSON.stringify(here('./SolanaLedger.ts'))}
import { seedSolanaLedger } from ${JSON.stringify(here('./seedSolanaLedger.ts'))}
import { solanaTestKeypair } from ${JSON.stringify(here('../../../src/protocol/solanaTestKeys.ts'))}
const ledger = new SolanaLedger()
const seed = seedSolanaLedger(ledger)
const payer = Keypair.fromSecretKey(solanaTestKeypair(0).secretKey)
const mint = new PublicKey(seed.mint)
for (let i = 0; i < 3; i++) {
  const owner = Keypair.generate().publicKey
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: ledger.latestBlockhash().blockhash })
    .add(createAssociatedTokenAccountInstruction(payer.publicKey, getAssociatedTokenAddressSync(mint, owner), owner, mint))
  tx.sign(payer)
  ledger.send(VersionedTransaction.deserialize(tx.serialize()))
  globalThis.gc()
}
await new Promise((resolve) => setTimeout(resolve, 50))
globalThis.gc()
console.log('survived', ledger.slot)
`

describe('litesvm in this process', () => {
  it('survives garbage collections after associated token accounts are created', { timeout: SLOW_TEST_MS }, async () => {
    const { stdout } = await run(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', PROBE], { cwd: here('../../..') })
    expect(stdout.trim()).toBe('survived 3')
  })
})
