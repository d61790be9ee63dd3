import { getAddress, type Address, type Hex } from 'viem'
import { eip4361Text } from '../../../src/protocol/eip4361Text'
import { SIWX_ACCOUNT_PLACEHOLDER, type SiwxMessageData, type SiwxSigned } from '../../../src/protocol/siwx'
import type { LocalChain } from '../../chain/chains'
import { ApiError } from '../http/apiError'

/** The account in use: the wallet's key, or its smart account (whose signature verifies with ERC-1271/6492). */
export interface SiwxSigner {
  readonly address: Address
  signMessage(message: string): Promise<Hex>
}

export const SIWX_SIGN_ERRORS = {
  notLoginStep: 'The sign-in message is signed without a prompt only in the login step',
  notThisSite: 'The sign-in message is not for the site that opened the login',
  otherAddress: 'Address does not match the wallet',
} as const

/**
 * §3, §7 one-click sign-in: the embedded wallet signs the host's sign-in message in the login step, so an e-mail or
 * social visitor is not asked twice. Only an EIP-4361 message for a chain the site knows, whose URI is the very origin
 * that framed the login (its domain that origin's host), as the wallet's own address (or the placeholder the kit sends
 * before it knows the address). The text is written here from the data (viem's createSiweMessage), never taken from
 * the page, so what is signed says exactly what the data says.
 */
export async function signSiwxMessage(context: { account: SiwxSigner; chains: readonly LocalChain[]; parentOrigin: string }, data: SiwxMessageData): Promise<SiwxSigned> {
  const { account, chains, parentOrigin } = context
  const [namespace, reference] = data.chainId.split(':')
  const chain = namespace === 'eip155' ? chains.find((known) => String(known.id) === reference) : undefined
  if (!chain) throw new ApiError(400, `Unsupported chain: ${data.chainId}`)
  let uri: URL
  try {
    uri = new URL(data.uri)
  } catch {
    throw new ApiError(400, SIWX_SIGN_ERRORS.notThisSite)
  }
  if (uri.origin !== parentOrigin || data.domain !== new URL(parentOrigin).host) throw new ApiError(403, SIWX_SIGN_ERRORS.notThisSite)
  if (data.accountAddress !== SIWX_ACCOUNT_PLACEHOLDER && data.accountAddress.toLowerCase() !== account.address.toLowerCase()) throw new ApiError(400, SIWX_SIGN_ERRORS.otherAddress)
  const address = getAddress(account.address)
  let message: string
  try {
    message = eip4361Text({ ...data, accountAddress: address })
  } catch (error) {
    throw new ApiError(400, `Invalid sign-in message: ${error instanceof Error ? (error as { shortMessage?: string }).shortMessage ?? error.message : String(error)}`)
  }
  const signature = await account.signMessage(message)
  return { message, signature, siwxMessage: { ...data, accountAddress: address } }
}
