import { getAddress, maxUint256, type Address } from 'viem'
import { z } from 'zod'
import { NATIVE_TOKEN_ADDRESS } from '../../../src/protocol/convert'
import { invalidParameter } from './convertError'

/** A convert token id, parsed: its chain and the token contract, or 'native' for the chain's coin. */
export interface TokenRef {
  caipNetworkId: string
  address: Address | 'native'
}

/** A user account: a plain address (AppKit's quotes send one) or a CAIP-10 account id (the other calls). */
export interface AccountRef {
  address: Address
  /** Set when the parameter was CAIP-10. */
  caipNetworkId?: string
}

const required = (what: string) => ({ error: (issue: { input?: unknown }) => (issue.input === undefined ? 'missing' : `expected ${what}`) })
const CAIP2 = /^eip155:[1-9]\d{0,18}$/
const CAIP10 = /^(eip155:[1-9]\d{0,18}):(0x[0-9a-fA-F]{40})$/

export const chainIdParam = z.string(required('text')).regex(CAIP2, "expected a CAIP-2 chain id such as 'eip155:31337'")

export const tokenParam = z.string(required('text')).transform((text, context): TokenRef => {
  const match = CAIP10.exec(text)
  if (!match) {
    context.addIssue({ code: 'custom', message: `expected a CAIP-10 token id such as 'eip155:31337:0x…' (the native coin: 'eip155:31337:${NATIVE_TOKEN_ADDRESS}')` })
    return z.NEVER
  }
  const [, caipNetworkId, address] = match as unknown as [string, string, string]
  return { caipNetworkId, address: address.toLowerCase() === NATIVE_TOKEN_ADDRESS ? 'native' : getAddress(address) }
})

export const accountParam = z.string(required('text')).transform((text, context): AccountRef => {
  const caip = CAIP10.exec(text)
  if (caip) return { caipNetworkId: caip[1]!, address: getAddress(caip[2]!) }
  if (/^0x[0-9a-fA-F]{40}$/.test(text)) return { address: getAddress(text) }
  context.addIssue({ code: 'custom', message: "expected an address (0x and 40 hex digits) or a CAIP-10 account such as 'eip155:31337:0x…'" })
  return z.NEVER
})

/** A whole number of base units above 0 and below 2^256, as text (or a safe integer); every refusal says what is wrong. */
export const amountParam = z.union([z.string(), z.number()], required('base units')).transform((raw, context): bigint => {
  const text = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : 'NaN') : raw.trim()
  const fail = (message: string) => (context.addIssue({ code: 'custom', message }), z.NEVER)
  if (/^-/.test(text) && /^-\d+(\.\d+)?$/.test(text)) return fail('expected an amount above 0, not a negative one')
  const decimals = /^\d+\.(\d+)$/.exec(text)
  if (decimals) return fail(`too many decimals: base units are whole, and '${text}' has ${decimals[1]!.length}`)
  if (!/^\d+$/.test(text) || (typeof raw === 'number' && !Number.isSafeInteger(raw))) return fail('expected base units: a whole number such as 1000000')
  const amount = BigInt(text)
  if (amount === 0n) return fail('expected an amount above 0')
  if (amount > maxUint256) return fail('expected at most 2^256 − 1 base units')
  return amount
})

/** Slippage in percent (AppKit sends 1): above 0, at most 50, at most 2 decimals; read as basis points. */
export const slippageParam = z.union([z.number(), z.string()], required('a percentage')).transform((raw, context): bigint => {
  const text = typeof raw === 'number' ? String(raw) : raw.trim()
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text)
  const bps = match ? BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0')) : undefined
  if (bps === undefined || bps === 0n || bps > 5_000n) {
    context.addIssue({ code: 'custom', message: 'expected a percentage above 0 and at most 50, with at most 2 decimals (e.g. 1 or 0.5)' })
    return z.NEVER
  }
  return bps
})

/** A gas price in wei (optional). */
export const weiParam = z.string().regex(/^\d{1,78}$/, 'expected a whole number of wei').transform((text) => BigInt(text))

/**
 * Parses a query or body against a schema; the first problem becomes 400 INVALID_PARAMETER naming its parameter
 * ('eip155.slippage' for a nested one).
 */
export function parseParams<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  const parameter = issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)'
  throw invalidParameter(parameter, issue.message)
}
