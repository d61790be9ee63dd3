import { isAddress, zeroAddress, type Address } from 'viem'
import type { CaipNetwork } from 'gangway/plugin'
import { checkAmount } from './payAmount'
import { PayError } from './payErrors'
import type { PayAssetMetadata, PayOptions } from './payTypes'

/** The native coin's CAIP-19 asset on an EVM chain (ETH's SLIP-44 coin type, as AppKit Pay writes it). */
const NATIVE_ASSET = 'slip44:60'
const TOKEN_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const CAIP19 = /^([-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32})\/(?:erc20:(0x[0-9a-fA-F]{40})|(slip44:\d+))$/
/** Decimals an ERC-20 may have (uint8 in practice; 36 is beyond any real token). */
const MAX_DECIMALS = 36

/** A payment request that passed every check: what the wallet or the exchange is asked for. */
export interface CheckedPayment {
  readonly options: PayOptions
  readonly network: CaipNetwork
  readonly recipient: Address
  /** The ERC-20's contract; undefined for the network's coin. */
  readonly token: Address | undefined
  /** The asset's CAIP-19 id ('eip155:31337/erc20:0x…', 'eip155:31337/slip44:60'). */
  readonly caip19: string
  readonly metadata: PayAssetMetadata
  /** Whole units, plain ('5', '0.25'). */
  readonly amount: string
  /** Base units. */
  readonly units: bigint
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const incomplete = (reason: string): PayError => new PayError('INVALID_PAYMENT_CONFIG', { values: { reason } })
/** A value as it may be quoted in a message: text, cut short. */
const quoted = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? String(value)).slice(0, 80)

function checkMetadata(value: unknown): PayAssetMetadata {
  if (!isRecord(value)) throw incomplete('paymentAsset.metadata (name, symbol, decimals) is missing')
  const { name, symbol, decimals, iconUrl } = value
  if (typeof name !== 'string' || name.trim() === '') throw incomplete('paymentAsset.metadata.name must be the asset\'s name')
  if (typeof symbol !== 'string' || symbol.trim() === '') throw incomplete('paymentAsset.metadata.symbol must be the asset\'s symbol')
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw incomplete(`paymentAsset.metadata.decimals must be a whole number from 0 to ${MAX_DECIMALS}`)
  }
  if (iconUrl !== undefined && (typeof iconUrl !== 'string' || !/^(https?:\/\/|data:image\/)/.test(iconUrl))) {
    throw incomplete('paymentAsset.metadata.iconUrl must be an http(s) or data:image URL')
  }
  return { name: name.trim(), symbol: symbol.trim(), decimals, ...(iconUrl === undefined ? {} : { iconUrl }) }
}

/** The network of a payment: one of the kit's networks, on EVM. */
function checkNetwork(value: unknown, networks: readonly CaipNetwork[]): CaipNetwork {
  if (typeof value !== 'string' || value === '') throw incomplete("paymentAsset.network must be a CAIP-2 network id such as 'eip155:1'")
  const network = networks.find((candidate) => candidate.caipNetworkId === value)
  if (!network || network.chainNamespace !== 'eip155') throw new PayError('UNSUPPORTED_NETWORK', { values: { network: quoted(value) } })
  return network
}

/** The token of a payment on `network`: undefined for its coin, else the ERC-20's address. */
function checkAsset(value: unknown, network: CaipNetwork): Address | undefined {
  const invalid = () => new PayError('INVALID_ASSET', { values: { asset: quoted(value), network: network.name } })
  if (typeof value !== 'string') throw invalid()
  if (value === 'native') return undefined
  if (TOKEN_ADDRESS.test(value)) {
    if (!isAddress(value) || value.toLowerCase() === zeroAddress) throw invalid()
    return value
  }
  const caip19 = CAIP19.exec(value)
  if (!caip19 || caip19[1] !== network.caipNetworkId) throw invalid()
  if (caip19[3] !== undefined) {
    if (caip19[3] !== NATIVE_ASSET) throw invalid()
    return undefined
  }
  const token = caip19[2] as Address
  if (!isAddress(token) || token.toLowerCase() === zeroAddress) throw invalid()
  return token
}

/** A network and asset checked together (a headless call's): the network, the token (undefined: the coin), its CAIP-19 id. */
export interface CheckedAsset {
  readonly network: CaipNetwork
  readonly token: Address | undefined
  readonly caip19: string
}

export function checkNetworkAsset(networkValue: unknown, assetValue: unknown, networks: readonly CaipNetwork[]): CheckedAsset {
  const network = checkNetwork(networkValue, networks)
  const token = checkAsset(assetValue, network)
  return { network, token, caip19: caip19Of(network, token) }
}

const caip19Of = (network: CaipNetwork, token: Address | undefined): string => `${network.caipNetworkId}/${token === undefined ? NATIVE_ASSET : `erc20:${token}`}`

function checkRecipient(value: unknown, network: CaipNetwork): Address {
  if (typeof value !== 'string' || !TOKEN_ADDRESS.test(value) || !isAddress(value) || value.toLowerCase() === zeroAddress) {
    throw new PayError('INVALID_RECIPIENT', { values: { recipient: quoted(value), network: network.name } })
  }
  return value
}

/**
 * `getPayUrl()`'s parameters (AppKit's PayUrlParams: no metadata): the network, asset, recipient and amount checked
 * as for a payment; an ERC-20's decimals are not known here, so its amount is checked by the exchange.
 */
export function checkPayUrlParams(input: unknown, networks: readonly CaipNetwork[]): CheckedPayment {
  if (!isRecord(input)) throw incomplete('expected { network, asset, amount, recipient }')
  const { network, token } = checkNetworkAsset(input['network'], input['asset'], networks)
  const native = network.nativeCurrency
  const metadata = token === undefined ? { name: native.name, symbol: native.symbol, decimals: native.decimals } : { name: 'token', symbol: 'the token', decimals: MAX_DECIMALS }
  return checkPayment({ recipient: input['recipient'], amount: input['amount'], paymentAsset: { network: input['network'], asset: input['asset'], metadata } }, networks)
}

/**
 * Checks a payment request before anything is asked or sent, in AppKit Pay's order: the request and the asset's
 * metadata (INVALID_PAYMENT_CONFIG), the network (UNSUPPORTED_NETWORK: not one of the kit's EVM networks), the
 * asset (INVALID_ASSET: not a token of that network), the recipient (INVALID_RECIPIENT: not an address, or the zero
 * address) and the amount (INVALID_AMOUNT). Throws the first problem as a PayError.
 */
export function checkPayment(input: unknown, networks: readonly CaipNetwork[]): CheckedPayment {
  if (!isRecord(input)) throw incomplete('expected { recipient, amount, paymentAsset }')
  const asset = input['paymentAsset']
  if (!isRecord(asset)) throw incomplete('paymentAsset (network, asset, metadata) is missing')
  const metadata = checkMetadata(asset['metadata'])
  const network = checkNetwork(asset['network'], networks)
  const token = checkAsset(asset['asset'], network)
  if (token === undefined && metadata.decimals !== network.nativeCurrency.decimals) {
    throw incomplete(`paymentAsset.metadata.decimals is ${metadata.decimals}, but ${network.nativeCurrency.symbol} on ${network.name} has ${network.nativeCurrency.decimals}`)
  }
  const recipient = checkRecipient(input['recipient'], network)
  const amount = checkAmount(input['amount'], metadata.decimals, metadata.symbol)
  // A copy: the dApp's object may change afterwards.
  const options: PayOptions = Object.freeze({
    recipient,
    amount: input['amount'] as number | string,
    paymentAsset: Object.freeze({ network: network.caipNetworkId, asset: asset['asset'] as string, metadata: Object.freeze(metadata) }),
  })
  return {
    options,
    network,
    recipient,
    token,
    caip19: caip19Of(network, token),
    metadata,
    amount: amount.text,
    units: amount.units,
  }
}
