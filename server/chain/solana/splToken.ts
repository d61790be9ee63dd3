import { base58 } from '@scure/base'

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
export const TOKEN_PROGRAMS: ReadonlySet<string> = new Set([TOKEN_PROGRAM, TOKEN_2022_PROGRAM])
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

export const MINT_SIZE = 82
export const ACCOUNT_SIZE = 165
/** Token-2022 accounts with extensions carry their kind after the base layout. */
const ACCOUNT_TYPE_MINT = 1
const ACCOUNT_TYPE_ACCOUNT = 2

export interface SplTokenAccount {
  mint: string
  owner: string
  amount: bigint
  state: 'uninitialized' | 'initialized' | 'frozen'
  isNative: boolean
  delegate: string | null
  delegatedAmount: bigint
  closeAuthority: string | null
}

export interface SplMint {
  mintAuthority: string | null
  supply: bigint
  decimals: number
  isInitialized: boolean
  freezeAuthority: string | null
}

const view = (data: Uint8Array): DataView => new DataView(data.buffer, data.byteOffset, data.byteLength)
const key = (data: Uint8Array, at: number): string => base58.encode(data.subarray(at, at + 32))
const optionalKey = (data: Uint8Array, at: number): string | null => (view(data).getUint32(at, true) === 1 ? key(data, at + 4) : null)

function kind(data: Uint8Array, program: string): 'mint' | 'account' | null {
  if (data.length === MINT_SIZE) return 'mint'
  if (data.length === ACCOUNT_SIZE) return 'account'
  if (program === TOKEN_2022_PROGRAM && data.length > ACCOUNT_SIZE) {
    if (data[ACCOUNT_SIZE] === ACCOUNT_TYPE_MINT) return 'mint'
    if (data[ACCOUNT_SIZE] === ACCOUNT_TYPE_ACCOUNT) return 'account'
  }
  return null
}

/** The token account an account's data holds, when its owner is a token program and it is one. */
export function decodeTokenAccount(program: string, data: Uint8Array): SplTokenAccount | null {
  if (!TOKEN_PROGRAMS.has(program) || kind(data, program) !== 'account') return null
  const bytes = view(data)
  const state = data[108]
  if (state !== 1 && state !== 2) return null
  return {
    mint: key(data, 0),
    owner: key(data, 32),
    amount: bytes.getBigUint64(64, true),
    delegate: optionalKey(data, 72),
    state: state === 1 ? 'initialized' : 'frozen',
    isNative: bytes.getUint32(109, true) === 1,
    delegatedAmount: bytes.getBigUint64(121, true),
    closeAuthority: optionalKey(data, 129),
  }
}

/** The mint an account's data holds, when its owner is a token program and it is an initialized mint. */
export function decodeMint(program: string, data: Uint8Array): SplMint | null {
  if (!TOKEN_PROGRAMS.has(program) || kind(data, program) !== 'mint') return null
  const isInitialized = data[45] === 1
  if (!isInitialized) return null
  return {
    mintAuthority: optionalKey(data, 0),
    supply: view(data).getBigUint64(36, true),
    decimals: data[44] ?? 0,
    isInitialized,
    freezeAuthority: optionalKey(data, 46),
  }
}

/** '1.5' for 1_500_000 with 6 decimals; no trailing zeros, no exponent. */
export function uiAmountString(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString()
  const text = amount.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, -decimals)
  const fraction = text.slice(-decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** The RPC's UiTokenAmount. */
export function uiTokenAmount(amount: bigint, decimals: number): { amount: string; decimals: number; uiAmount: number; uiAmountString: string } {
  const text = uiAmountString(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(text), uiAmountString: text }
}

/** The jsonParsed form of a token program's account (`{ program, parsed, space }`), or null when it is neither a mint nor a token account. */
export function parsedTokenData(program: string, data: Uint8Array, decimalsOf: (mint: string) => number | null): Record<string, unknown> | null {
  const programName = program === TOKEN_2022_PROGRAM ? 'spl-token-2022' : 'spl-token'
  const account = decodeTokenAccount(program, data)
  if (account) {
    const decimals = decimalsOf(account.mint)
    if (decimals === null) return null
    const info: Record<string, unknown> = { isNative: account.isNative, mint: account.mint, owner: account.owner, state: account.state, tokenAmount: uiTokenAmount(account.amount, decimals) }
    if (account.delegate) Object.assign(info, { delegate: account.delegate, delegatedAmount: uiTokenAmount(account.delegatedAmount, decimals) })
    if (account.closeAuthority) info['closeAuthority'] = account.closeAuthority
    return { program: programName, parsed: { info, type: 'account' }, space: data.length }
  }
  const mint = decodeMint(program, data)
  if (mint) {
    const info = { decimals: mint.decimals, freezeAuthority: mint.freezeAuthority, isInitialized: true, mintAuthority: mint.mintAuthority, supply: mint.supply.toString() }
    return { program: programName, parsed: { info, type: 'mint' }, space: data.length }
  }
  return null
}

/** An initialized mint's account data (the SPL Token layout, 82 bytes), without a freeze authority. */
export function encodeMint(mint: { mintAuthority: string; supply: bigint; decimals: number }): Uint8Array {
  const data = new Uint8Array(MINT_SIZE)
  const bytes = view(data)
  bytes.setUint32(0, 1, true)
  data.set(base58.decode(mint.mintAuthority), 4)
  bytes.setBigUint64(36, mint.supply, true)
  data[44] = mint.decimals
  data[45] = 1
  return data
}

/** An initialized token account's data (the SPL Token layout, 165 bytes), without delegate or close authority. */
export function encodeTokenAccount(account: { mint: string; owner: string; amount: bigint }): Uint8Array {
  const data = new Uint8Array(ACCOUNT_SIZE)
  data.set(base58.decode(account.mint), 0)
  data.set(base58.decode(account.owner), 32)
  view(data).setBigUint64(64, account.amount, true)
  data[108] = 1
  return data
}
