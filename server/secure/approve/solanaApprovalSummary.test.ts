import { base58, base64 } from '@scure/base'
import { ComputeBudgetProgram, Keypair, MessageV0, PublicKey, SystemProgram, Transaction, TransactionInstruction, VersionedTransaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { decodeSolanaTransaction } from './decodeSolanaTransaction'
import { ASSOCIATED_TOKEN_PROGRAM, summarizeSolanaApproval, SYSTEM_PROGRAM, TOKEN_PROGRAM, UNDESCRIBED_WARNING, UNREADABLE_WARNING } from './solanaApprovalSummary'

const BLOCKHASH = '11111111111111111111111111111111'
const key = (seed: number) => Keypair.fromSeed(new Uint8Array(32).fill(seed)).publicKey
const PAYER = key(1)
const RECEIVER = key(2)
const MINT = key(3)
const MEMO_LIKE = key(4)

function serialized(...instructions: TransactionInstruction[]): string {
  const transaction = new Transaction({ feePayer: PAYER, recentBlockhash: BLOCKHASH }).add(...instructions)
  return base64.encode(transaction.serialize({ requireAllSignatures: false, verifySignatures: false }))
}

const tokenAccount = (owner: PublicKey) => PublicKey.findProgramAddressSync([owner.toBytes(), new PublicKey(TOKEN_PROGRAM).toBytes(), MINT.toBytes()], new PublicKey(ASSOCIATED_TOKEN_PROGRAM))[0]

function createTokenAccount(owner: PublicKey): TransactionInstruction {
  return new TransactionInstruction({
    programId: new PublicKey(ASSOCIATED_TOKEN_PROGRAM),
    keys: [
      { pubkey: PAYER, isSigner: true, isWritable: true },
      { pubkey: tokenAccount(owner), isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: MINT, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: new PublicKey(TOKEN_PROGRAM), isSigner: false, isWritable: false },
    ],
    data: Buffer.from([1]),
  })
}

function transferChecked(to: PublicKey, amount: bigint, decimals: number): TransactionInstruction {
  const data = Buffer.alloc(10)
  data[0] = 12
  data.writeBigUInt64LE(amount, 1)
  data[9] = decimals
  return new TransactionInstruction({
    programId: new PublicKey(TOKEN_PROGRAM),
    keys: [
      { pubkey: tokenAccount(PAYER), isSigner: false, isWritable: true },
      { pubkey: MINT, isSigner: false, isWritable: false },
      { pubkey: to, isSigner: false, isWritable: true },
      { pubkey: PAYER, isSigner: true, isWritable: false },
    ],
    data,
  })
}

describe('decodeSolanaTransaction: the wire format read without a Solana library', () => {
  it('agrees with web3.js on legacy and v0 transactions: fee payer, programs, accounts, data', () => {
    const instructions = [SystemProgram.transfer({ fromPubkey: PAYER, toPubkey: RECEIVER, lamports: 5 }), createTokenAccount(RECEIVER), transferChecked(tokenAccount(RECEIVER), 5_000_000n, 6)]
    const legacy = decodeSolanaTransaction(base64.decode(serialized(...instructions)))
    const v0 = decodeSolanaTransaction(new VersionedTransaction(MessageV0.compile({ payerKey: PAYER, recentBlockhash: BLOCKHASH, instructions })).serialize())
    for (const decoded of [legacy, v0]) {
      expect(decoded.feePayer).toBe(PAYER.toBase58())
      expect(decoded.instructions.map((instruction) => instruction.programId)).toEqual([SYSTEM_PROGRAM, ASSOCIATED_TOKEN_PROGRAM, TOKEN_PROGRAM])
      expect(decoded.instructions.map((instruction) => instruction.accounts)).toEqual(instructions.map((instruction) => instruction.keys.map((meta) => meta.pubkey.toBase58())))
      expect(decoded.instructions.map((instruction) => [...instruction.data])).toEqual(instructions.map((instruction) => [...instruction.data]))
    }
  })

  it('throws on bytes that are no transaction: truncated, trailing bytes, an unknown version', () => {
    const bytes = base64.decode(serialized(SystemProgram.transfer({ fromPubkey: PAYER, toPubkey: RECEIVER, lamports: 5 })))
    expect(() => decodeSolanaTransaction(bytes.subarray(0, bytes.length - 1))).toThrow()
    expect(() => decodeSolanaTransaction(new Uint8Array([...bytes, 0]))).toThrow()
    expect(() => decodeSolanaTransaction(new Uint8Array([0, 0x81, 1, 0, 0]))).toThrow()
    expect(() => decodeSolanaTransaction(new Uint8Array())).toThrow()
  })
})

describe('summarizeSolanaApproval', () => {
  it('solana_signMessage: the message as text, or its hex when it is not readable', () => {
    expect(summarizeSolanaApproval('solana_signMessage', { message: base58.encode(new TextEncoder().encode('Sign in to Gangway\nNonce: 42')), pubkey: PAYER.toBase58() })).toEqual({
      title: 'Sign this message',
      details: [],
      message: { text: 'Sign in to Gangway\nNonce: 42', mono: false },
    })
    expect(summarizeSolanaApproval('solana_signMessage', { message: base58.encode(new Uint8Array([0, 255, 16])) }).message).toEqual({ text: '0x00ff10', mono: true })
  })

  it('a SystemProgram transfer: the receiver and the amount in SOL (a compute-budget price is not a program to warn of)', () => {
    const transaction = serialized(ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1000 }), SystemProgram.transfer({ fromPubkey: PAYER, toPubkey: RECEIVER, lamports: 100_000_000 }))
    expect(summarizeSolanaApproval('solana_signAndSendTransaction', { transaction })).toEqual({
      title: 'Send a transaction',
      details: [
        { label: 'To', value: RECEIVER.toBase58(), mono: true },
        { label: 'Amount', value: '0.1 SOL' },
      ],
    })
    expect(summarizeSolanaApproval('solana_signTransaction', { transaction }).title).toBe('Sign a transaction')
  })

  it("an SPL TransferChecked after creating the receiver's token account: the mint, the amount with its decimals, the receiving owner", () => {
    const transaction = serialized(createTokenAccount(RECEIVER), transferChecked(tokenAccount(RECEIVER), 5_000_000n, 6))
    expect(summarizeSolanaApproval('solana_signAndSendTransaction', { transaction })).toEqual({
      title: 'Send a transaction',
      details: [
        { label: 'Creates a token account for', value: RECEIVER.toBase58(), mono: true },
        { label: 'Token', value: MINT.toBase58(), mono: true },
        { label: 'Amount', value: '5' },
        { label: 'To', value: RECEIVER.toBase58(), mono: true },
      ],
    })
    // To an existing token account: its owner is not in the transaction, so the token account is named as such.
    const existing = serialized(transferChecked(tokenAccount(RECEIVER), 1_234_500n, 6))
    expect(summarizeSolanaApproval('solana_signTransaction', { transaction: existing }).details).toEqual([
      { label: 'Token', value: MINT.toBase58(), mono: true },
      { label: 'Amount', value: '1.2345' },
      { label: 'To token account', value: tokenAccount(RECEIVER).toBase58(), mono: true },
    ])
  })

  it('any other program: its id listed, with a plain warning that it cannot be described; unreadable bytes say so', () => {
    const other = new TransactionInstruction({ programId: MEMO_LIKE, keys: [{ pubkey: PAYER, isSigner: true, isWritable: false }], data: Buffer.from('hi') })
    const transaction = serialized(SystemProgram.transfer({ fromPubkey: PAYER, toPubkey: RECEIVER, lamports: 1 }), other, other)
    expect(summarizeSolanaApproval('solana_signAndSendTransaction', { transaction })).toEqual({
      title: 'Send a transaction',
      details: [
        { label: 'To', value: RECEIVER.toBase58(), mono: true },
        { label: 'Amount', value: '0.000000001 SOL' },
        { label: 'Program', value: MEMO_LIKE.toBase58(), mono: true },
      ],
      warning: UNDESCRIBED_WARNING,
    })
    // A System Program instruction that is not a transfer (create account) is not described either.
    const create = serialized(SystemProgram.createAccount({ fromPubkey: PAYER, newAccountPubkey: RECEIVER, lamports: 1, space: 0, programId: MEMO_LIKE }))
    expect(summarizeSolanaApproval('solana_signTransaction', { transaction: create })).toMatchObject({ details: [{ label: 'Program', value: SYSTEM_PROGRAM, mono: true }], warning: UNDESCRIBED_WARNING })
    expect(summarizeSolanaApproval('solana_signTransaction', { transaction: 'AAEC' })).toEqual({ title: 'Sign a transaction', details: [], warning: UNREADABLE_WARNING })
    expect(summarizeSolanaApproval('solana_signTransaction', {})).toEqual({ title: 'Sign a transaction', details: [], warning: UNREADABLE_WARNING })
  })
})
