// @vitest-environment happy-dom
import { base58, base64 } from '@scure/base'
import { PublicKey, SystemInstruction, SystemProgram, Transaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { solanaLocal } from '../../networks/solanaNetworks'
import { solanaTestKeypair } from '../../protocol/solanaTestKeys'
import { fakeSolanaRpc, RpcFailure, withSlot } from './fakeSolanaRpc'
import { SolanaError } from './SolanaError'
import { ASSOCIATED_TOKEN_PROGRAM, TOKEN_PROGRAM } from './splToken'
import { connected, mint, NAME, node, receiver, setUp, useSolanaAdapterCleanup } from './solanaAdapterTestKit'
useSolanaAdapterCleanup()

describe('SolanaAdapter: transfers', () => {
  it('sends SOL as one system transfer, signed by the wallet and sent through the kit RPC, then confirmed', async () => {
    const { adapter, wallet } = await connected()
    const rpc = node({ sender: wallet.address })
    const signature = await adapter.transfer!(NAME, { from: wallet.address, to: receiver, amount: 100_000_000n }, solanaLocal)
    expect(rpc.methods()).toEqual(['getBalance', 'getLatestBlockhash', 'sendTransaction', 'getSignatureStatuses'])
    const sent = Transaction.from(rpc.sent[0]!)
    expect(base58.encode(sent.signature!)).toBe(signature)
    expect(sent.verifySignatures()).toBe(true)
    expect(sent.instructions).toHaveLength(1)
    expect(SystemInstruction.decodeTransfer(sent.instructions[0]!)).toEqual({ fromPubkey: new PublicKey(wallet.address), toPubkey: new PublicKey(receiver), lamports: 100_000_000n })
    expect(wallet.requests.map(({ method }) => method)).toEqual(['standard:connect', 'solana:signTransaction'])
  })

  it("sends an SPL token with TransferChecked, creating the receiver's token account when it is missing", async () => {
    const { adapter, wallet } = await connected()
    const rpc = node({ sender: wallet.address, tokens: 10_000_000_000n })
    await adapter.transfer!(NAME, { from: wallet.address, to: receiver, amount: 5_000_000n, token: mint }, solanaLocal)
    const [create, transfer] = Transaction.from(rpc.sent[0]!).instructions
    expect(create!.programId.toBase58()).toBe(ASSOCIATED_TOKEN_PROGRAM)
    expect([...create!.data]).toEqual([1])
    expect(create!.keys.map(({ pubkey }) => pubkey.toBase58())).toEqual([wallet.address, rpc.destinationAta, receiver, mint, SystemProgram.programId.toBase58(), TOKEN_PROGRAM])
    expect(transfer!.programId.toBase58()).toBe(TOKEN_PROGRAM)
    expect([...transfer!.data]).toEqual([12, 0x40, 0x4b, 0x4c, 0, 0, 0, 0, 0, 6])
    expect(transfer!.keys.map(({ pubkey, isSigner, isWritable }) => [pubkey.toBase58(), isSigner, isWritable])).toEqual([
      [rpc.sourceAta, false, true],
      [mint, false, false],
      [rpc.destinationAta, false, true],
      // The owner pays the fee too, so the message makes its key writable.
      [wallet.address, true, true],
    ])
  })

  it("leaves the receiver's token account alone when it exists", async () => {
    const { adapter, wallet } = await connected()
    const rpc = node({ sender: wallet.address, tokens: 10_000_000n, receiverTokenAccount: true })
    await adapter.transfer!(NAME, { from: wallet.address, to: receiver, amount: 5_000_000n, token: mint }, solanaLocal)
    expect(Transaction.from(rpc.sent[0]!).instructions.map(({ programId }) => programId.toBase58())).toEqual([TOKEN_PROGRAM])
  })

  it('refuses more than the balance with INSUFFICIENT_FUNDS before asking the wallet', async () => {
    const { adapter, wallet } = await connected()
    node({ sender: wallet.address, lamports: 100_000_000, tokens: 1_000_000n })
    const sol = adapter.transfer!(NAME, { from: wallet.address, to: receiver, amount: 100_000_000n }, solanaLocal)
    await expect(sol).rejects.toMatchObject({ name: 'SolanaError', code: 'INSUFFICIENT_FUNDS', details: 'The balance is 0.1 SOL' })
    const token = adapter.transfer!(NAME, { from: wallet.address, to: receiver, amount: 5_000_000n, token: mint }, solanaLocal)
    await expect(token).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS', details: 'The token balance is 1' })
    expect(wallet.requests.map(({ method }) => method)).toEqual(['standard:connect'])
  })

  it("gives the node's insufficient-funds refusal the same code", async () => {
    const { adapter, wallet } = await connected()
    fakeSolanaRpc({
      getBalance: () => withSlot(5_000_000_000),
      getLatestBlockhash: () => withSlot({ blockhash: solanaTestKeypair(500).address, lastValidBlockHeight: 200 }),
      sendTransaction: () => new RpcFailure(-32002, 'Transaction simulation failed: Attempt to debit an account but found no record of a prior credit. insufficient funds for rent'),
    })
    await expect(adapter.transfer!(NAME, { from: wallet.address, to: receiver, amount: 1n }, solanaLocal)).rejects.toBeInstanceOf(SolanaError)
    await expect(adapter.transfer!(NAME, { from: wallet.address, to: receiver, amount: 1n }, solanaLocal)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' })
  })

  it('refuses a malformed address with INVALID_ADDRESS', async () => {
    const { adapter, wallet } = await connected()
    node({ sender: wallet.address })
    await expect(adapter.transfer!(NAME, { from: wallet.address, to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', amount: 1n }, solanaLocal)).rejects.toMatchObject({
      code: 'INVALID_ADDRESS',
      message: "Invalid Solana address '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'",
    })
  })

  it("gives the wallet's refusal to sign as ProviderRpcError 4001, and sends nothing", async () => {
    const { adapter, wallet } = await connected()
    const rpc = node({ sender: wallet.address })
    wallet.faults.next({ kind: 'reject' })
    await expect(adapter.transfer!(NAME, { from: wallet.address, to: receiver, amount: 1n }, solanaLocal)).rejects.toMatchObject({ code: 4001 })
    expect(rpc.methods()).not.toContain('sendTransaction')
  })

  it('reports a transaction the chain failed', async () => {
    const { adapter, wallet } = await connected()
    fakeSolanaRpc({
      getBalance: () => withSlot(5_000_000_000),
      getLatestBlockhash: () => withSlot({ blockhash: solanaTestKeypair(500).address, lastValidBlockHeight: 200 }),
      sendTransaction: ([transaction]) => base58.encode(Transaction.from(base64.decode(String(transaction))).signature!),
      getSignatureStatuses: () => withSlot([{ slot: 2, confirmations: 0, err: { InstructionError: [0, { Custom: 1 }] }, confirmationStatus: 'processed' }]),
    })
    await expect(adapter.transfer!(NAME, { from: wallet.address, to: receiver, amount: 1n }, solanaLocal)).rejects.toMatchObject({
      code: 'TRANSACTION_FAILED',
      message: 'The transaction failed: {"InstructionError":[0,{"Custom":1}]}',
    })
  })

  it('is not an EVM adapter: sendTransaction refuses', async () => {
    const { adapter } = setUp()
    await expect(adapter.sendTransaction()).rejects.toMatchObject({ code: 'EVM_CALL' })
  })
})
