import { base58, base64 } from '@scure/base'
import { bytesToHex, formatUnits } from 'viem/utils'
import type { UnsafeSolanaMethod } from '../../../src/protocol/walletMethods'
import type { ApprovalDetail, ApprovalSummary } from './approvalSummary'
import { decodeMessage } from './approvalSummary'
import { decodeSolanaTransaction, type DecodedInstruction } from './decodeSolanaTransaction'

export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
export const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111'

export const UNDESCRIBED_WARNING = 'This transaction calls programs that cannot be described here. Approve it only if you trust this app.'
export const UNREADABLE_WARNING = 'This transaction cannot be read. Approve it only if you trust this app.'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const field = (params: unknown, name: string): string | undefined => (isRecord(params) && typeof params[name] === 'string' ? params[name] : undefined)

const u64 = (data: Uint8Array, offset: number): bigint | undefined =>
  data.length >= offset + 8 ? new DataView(data.buffer, data.byteOffset + offset, 8).getBigUint64(0, true) : undefined
const u32 = (data: Uint8Array): number | undefined => (data.length >= 4 ? new DataView(data.buffer, data.byteOffset, 4).getUint32(0, true) : undefined)

const sol = (lamports: bigint): string => `${formatUnits(lamports, 9)} SOL`

/** SystemProgram.transfer: u32 2, u64 lamports; accounts [from, to]. */
function systemTransfer({ data, accounts }: DecodedInstruction): ApprovalDetail[] | undefined {
  const lamports = u64(data, 4)
  const to = accounts[1]
  return u32(data) === 2 && data.length === 12 && lamports !== undefined && to ? [{ label: 'To', value: to, mono: true }, { label: 'Amount', value: sol(lamports) }] : undefined
}

/** The associated token accounts this transaction creates, by address: their owner and mint. */
function createdTokenAccounts(instructions: readonly DecodedInstruction[]): Map<string, { owner: string; mint: string }> {
  const created = new Map<string, { owner: string; mint: string }>()
  for (const { programId, accounts, data } of instructions) {
    const [, account, owner, mint] = accounts
    if (programId === ASSOCIATED_TOKEN_PROGRAM && (data.length === 0 || data[0] === 0 || data[0] === 1) && account && owner && mint) created.set(account, { owner, mint })
  }
  return created
}

/** The associated token program's Create / CreateIdempotent: whose account it makes. */
function createTokenAccount({ data, accounts }: DecodedInstruction): ApprovalDetail[] | undefined {
  const owner = accounts[2]
  return (data.length === 0 || data[0] === 0 || data[0] === 1) && owner ? [{ label: 'Creates a token account for', value: owner, mono: true }] : undefined
}

/** SPL TransferChecked: u8 12, u64 amount, u8 decimals; accounts [source, mint, destination, authority]. */
function tokenTransfer({ data, accounts }: DecodedInstruction, created: Map<string, { owner: string; mint: string }>): ApprovalDetail[] | undefined {
  const amount = u64(data, 1)
  const [, mint, destination] = accounts
  if (data[0] !== 12 || data.length !== 10 || amount === undefined || !mint || !destination) return undefined
  const owner = created.get(destination)?.owner
  return [
    { label: 'Token', value: mint, mono: true },
    { label: 'Amount', value: formatUnits(amount, data[9]!) },
    owner ? { label: 'To', value: owner, mono: true } : { label: 'To token account', value: destination, mono: true },
  ]
}

/** The details of every instruction; the programs no rule describes are listed with a warning. */
function describeTransaction(transaction: string | undefined): Pick<ApprovalSummary, 'details' | 'warning'> {
  let instructions: readonly DecodedInstruction[]
  try {
    instructions = decodeSolanaTransaction(base64.decode(transaction ?? '')).instructions
  } catch {
    return { details: [], warning: UNREADABLE_WARNING }
  }
  const created = createdTokenAccounts(instructions)
  const details: ApprovalDetail[] = []
  const unknown = new Set<string>()
  for (const instruction of instructions) {
    const { programId } = instruction
    if (programId === COMPUTE_BUDGET_PROGRAM) continue
    const described =
      programId === SYSTEM_PROGRAM
        ? systemTransfer(instruction)
        : programId === ASSOCIATED_TOKEN_PROGRAM
          ? createTokenAccount(instruction)
          : programId === TOKEN_PROGRAM || programId === TOKEN_2022_PROGRAM
            ? tokenTransfer(instruction, created)
            : undefined
    if (described) details.push(...described)
    else unknown.add(programId ?? 'an address from a lookup table')
  }
  if (unknown.size === 0) return { details }
  return { details: [...details, ...[...unknown].map((id) => ({ label: 'Program', value: id, mono: true }))], warning: UNDESCRIBED_WARNING }
}

/** solana_signMessage's message (base58 bytes): UTF-8 text when printable, else its hex. */
function solanaMessage(params: unknown): ApprovalSummary {
  let hex: string
  try {
    hex = bytesToHex(base58.decode(field(params, 'message') ?? ''))
  } catch {
    return { title: 'Sign this message', details: [], message: { text: field(params, 'message') ?? '', mono: true } }
  }
  const { text, hex: isHex } = decodeMessage(hex)
  return { title: 'Sign this message', details: [], message: { text, mono: isHex } }
}

/** What the dApp asks the embedded wallet to sign on Solana, in plain words. */
export function summarizeSolanaApproval(method: UnsafeSolanaMethod, params: unknown): ApprovalSummary {
  switch (method) {
    case 'solana_signMessage':
      return solanaMessage(params)
    case 'solana_signTransaction':
      return { title: 'Sign a transaction', ...describeTransaction(field(params, 'transaction')) }
    case 'solana_signAndSendTransaction':
      return { title: 'Send a transaction', ...describeTransaction(field(params, 'transaction')) }
  }
}
