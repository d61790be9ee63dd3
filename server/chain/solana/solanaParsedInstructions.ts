import { base58 } from '@scure/base'
import { ASSOCIATED_TOKEN_PROGRAM, uiTokenAmount, TOKEN_2022_PROGRAM, TOKEN_PROGRAMS } from './splToken'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'

interface RawInstruction {
  programId: string
  accounts: string[]
  data: Uint8Array
}

type Parsed = { type: string; info: Record<string, unknown> }

const u32 = (data: Uint8Array, at: number): number => new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(at, true)
const u64 = (data: Uint8Array, at: number): bigint => new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(at, true)

function systemInstruction({ accounts, data }: RawInstruction): Parsed | null {
  if (data.length < 4) return null
  const kind = u32(data, 0)
  if (kind === 2 && data.length >= 12) return { type: 'transfer', info: { destination: accounts[1], lamports: Number(u64(data, 4)), source: accounts[0] } }
  if (kind === 0 && data.length >= 52) {
    return { type: 'createAccount', info: { lamports: Number(u64(data, 4)), newAccount: accounts[1], owner: base58.encode(data.subarray(20, 52)), source: accounts[0], space: Number(u64(data, 12)) } }
  }
  return null
}

function tokenInstruction({ accounts, data }: RawInstruction): Parsed | null {
  const kind = data[0]
  if (kind === 3 && data.length >= 9) return { type: 'transfer', info: { amount: u64(data, 1).toString(), authority: accounts[2], destination: accounts[1], source: accounts[0] } }
  if (kind === 12 && data.length >= 10) {
    return { type: 'transferChecked', info: { authority: accounts[3], destination: accounts[2], mint: accounts[1], source: accounts[0], tokenAmount: uiTokenAmount(u64(data, 1), data[9] ?? 0) } }
  }
  if (kind === 7 && data.length >= 9) return { type: 'mintTo', info: { account: accounts[1], amount: u64(data, 1).toString(), mint: accounts[0], mintAuthority: accounts[2] } }
  return null
}

function associatedTokenInstruction({ accounts, data }: RawInstruction): Parsed | null {
  const kind = data.length === 0 ? 0 : data[0]
  if (kind !== 0 && kind !== 1) return null
  return {
    type: kind === 0 ? 'create' : 'createIdempotent',
    info: { account: accounts[1], mint: accounts[3], source: accounts[0], systemProgram: accounts[4], tokenProgram: accounts[5], wallet: accounts[2] },
  }
}

/**
 * An instruction in getTransaction's jsonParsed form: parsed for what a transfer uses (system transfer and
 * createAccount, SPL transfer, transferChecked and mintTo, associated token account creation), else partially decoded.
 */
export function parsedInstruction(instruction: RawInstruction): Record<string, unknown> {
  const { programId } = instruction
  let parsed: Parsed | null = null
  let program = ''
  if (programId === SYSTEM_PROGRAM) [parsed, program] = [systemInstruction(instruction), 'system']
  else if (TOKEN_PROGRAMS.has(programId)) [parsed, program] = [tokenInstruction(instruction), programId === TOKEN_2022_PROGRAM ? 'spl-token-2022' : 'spl-token']
  else if (programId === ASSOCIATED_TOKEN_PROGRAM) [parsed, program] = [associatedTokenInstruction(instruction), 'spl-associated-token-account']
  if (parsed) return { parsed, program, programId, stackHeight: null }
  return { accounts: instruction.accounts, data: base58.encode(instruction.data), programId, stackHeight: null }
}
