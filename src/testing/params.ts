/** Parsers for request parameters; each throws a -32602 ProviderRpcError naming what was wrong. */
import { getAddress, isAddress, type Address, type Hex } from 'viem'
import { invalidParams } from './rpcErrors'

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The positional params of a request (missing params are an empty list). */
export function paramList(method: string, params: unknown): readonly unknown[] {
  if (params === undefined) return []
  if (Array.isArray(params)) return params as readonly unknown[]
  throw invalidParams(`Expected an array of params for ${method}.`)
}

/** A canonical EIP-155 chain id as hex ('0x7a69': no leading zeros), as a number. */
export function parseChainIdHex(value: unknown, label = 'chainId'): number {
  if (typeof value !== 'string' || !/^0x[1-9a-f][0-9a-f]*$/i.test(value)) {
    throw invalidParams(`Expected ${label} to be a 0x-prefixed hexadecimal string without leading zeros, got ${describe(value)}.`)
  }
  const id = Number.parseInt(value.slice(2), 16)
  if (!Number.isSafeInteger(id)) throw invalidParams(`${label} ${value} is too large.`)
  return id
}

export function parseAddress(value: unknown, label = 'address'): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
    throw invalidParams(`Expected ${label} to be an address, got ${describe(value)}.`)
  }
  return getAddress(value)
}

/** A hex quantity ('0x0', '0x1bc16d674ec80000') as a bigint. */
export function parseQuantity(value: unknown, label: string): bigint {
  if (typeof value !== 'string' || !/^0x[0-9a-f]+$/i.test(value)) {
    throw invalidParams(`Expected ${label} to be a hex quantity, got ${describe(value)}.`)
  }
  return BigInt(value)
}

/** Hex bytes ('0x', '0xdeadbeef'). */
export function parseData(value: unknown, label: string): Hex {
  if (typeof value !== 'string' || !/^0x([0-9a-f]{2})*$/i.test(value)) {
    throw invalidParams(`Expected ${label} to be 0x-prefixed hex bytes, got ${describe(value)}.`)
  }
  return value as Hex
}

export function parseNonEmptyString(value: unknown, label: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalidParams(`Expected ${label} to be a non-empty string, got ${describe(value)}.`)
  return value
}

/** A short description of a bad value for error messages. */
export function describe(value: unknown): string {
  if (value === undefined) return 'nothing'
  try {
    const json = JSON.stringify(value)
    return json.length > 80 ? `${json.slice(0, 77)}...` : json
  } catch {
    return typeof value
  }
}
