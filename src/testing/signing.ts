/** personal_sign and eth_signTypedData_v4 with the wallet's local account. */
import { isAddressEqual, isHex, type Hex, type TypedDataDefinition } from 'viem'
import type { LocalAccount } from 'viem/accounts'
import { describe, isRecord, parseAddress } from './params'
import { invalidParams, unauthorized } from './rpcErrors'

/** Throws 4100 unless `value` is the wallet's account (-32602 when it is not an address at all). */
export function assertOwnAddress(account: LocalAccount, value: unknown, label: string): void {
  const address = parseAddress(value, label)
  if (!isAddressEqual(address, account.address)) {
    throw unauthorized(`The requested account ${address} has not been authorized by the user.`)
  }
}

/**
 * personal_sign: params [message (hex bytes or UTF-8 text), address]. Validates now (throwing -32602 or
 * 4100) and returns the signing step, run once the user approved.
 */
export function preparePersonalSign(account: LocalAccount, params: readonly unknown[]): () => Promise<Hex> {
  const [message, address] = params
  if (typeof message !== 'string') throw invalidParams(`Expected the message (params[0]) to be a string, got ${describe(message)}.`)
  assertOwnAddress(account, address, 'the address (params[1])')
  return () => account.signMessage({ message: isHex(message) ? { raw: message } : message })
}

/** eth_signTypedData_v4: params [address, typed data as a JSON string or an object]; like preparePersonalSign. */
export function prepareSignTypedDataV4(account: LocalAccount, params: readonly unknown[]): () => Promise<Hex> {
  const [address, typedData] = params
  assertOwnAddress(account, address, 'the address (params[0])')
  const definition = parseTypedData(typedData)
  return async () => {
    try {
      return await account.signTypedData(definition)
    } catch (error) {
      // viem validates the message against the types while signing (bad uint, missing field, ...).
      throw invalidParams(`Invalid typed data: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
    }
  }
}

function parseTypedData(value: unknown): TypedDataDefinition {
  let data: unknown = value
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value)
    } catch {
      throw invalidParams('Expected the typed data (params[1]) to be valid JSON.')
    }
  }
  if (!isRecord(data)) throw invalidParams(`Expected the typed data (params[1]) to be an object, got ${describe(data)}.`)
  const { types, primaryType, domain, message } = data
  if (!isRecord(types)) throw invalidParams('Expected typedData.types to be an object.')
  if (typeof primaryType !== 'string' || !(primaryType in types)) {
    throw invalidParams(`Expected typedData.primaryType to name one of typedData.types, got ${describe(primaryType)}.`)
  }
  if (domain !== undefined && !isRecord(domain)) throw invalidParams('Expected typedData.domain to be an object.')
  if (!isRecord(message)) throw invalidParams('Expected typedData.message to be an object.')
  return { types, primaryType, domain: domain ?? {}, message } as TypedDataDefinition
}
