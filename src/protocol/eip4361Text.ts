import { zeroAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { SIWX_ACCOUNT_PLACEHOLDER } from './siwxFrame'

/** The fields of a sign-in message the EIP-4361 text is written from (the kit's SIWXMessageData and the frame's). */
export interface Eip4361Data {
  readonly accountAddress: string
  /** CAIP-2, eip155 only (`eip155:31337`). */
  readonly chainId: string
  readonly domain: string
  readonly uri: string
  readonly nonce: string
  readonly statement?: string | undefined
  readonly issuedAt?: string | undefined
  readonly expirationTime?: string | undefined
  readonly notBefore?: string | undefined
  readonly requestId?: string | undefined
  readonly resources?: readonly string[] | undefined
}

const time = (value: string | undefined): Date | undefined => (value === undefined ? undefined : new Date(value))

/**
 * The EIP-4361 text of an eip155 sign-in message (viem's createSiweMessage), shared by the kit and the secure site
 * so both write the same text. A message whose address is still the placeholder (an embedded wallet's, before it
 * knows the address) reads with the placeholder where the address goes. Throws viem's error on invalid fields.
 */
export function eip4361Text(data: Eip4361Data): string {
  const placeholder = data.accountAddress === SIWX_ACCOUNT_PLACEHOLDER
  const issuedAt = time(data.issuedAt)
  const expirationTime = time(data.expirationTime)
  const notBefore = time(data.notBefore)
  const text = createSiweMessage({
    address: placeholder ? zeroAddress : (data.accountAddress as `0x${string}`),
    chainId: Number(data.chainId.split(':')[1]),
    domain: data.domain,
    uri: data.uri,
    version: '1',
    nonce: data.nonce,
    ...(data.statement !== undefined && { statement: data.statement }),
    ...(issuedAt && { issuedAt }),
    ...(expirationTime && { expirationTime }),
    ...(notBefore && { notBefore }),
    ...(data.requestId !== undefined && { requestId: data.requestId }),
    ...(data.resources !== undefined && { resources: [...data.resources] }),
  })
  return placeholder ? text.replace(zeroAddress, SIWX_ACCOUNT_PLACEHOLDER) : text
}
