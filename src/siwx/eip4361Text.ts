import { zeroAddress } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { SIWX_ACCOUNT_PLACEHOLDER } from '../protocol/siwxFrame'
import type { SIWXMessageData } from '../kernel/siwx/siwxTypes'

const time = (value: string | undefined): Date | undefined => (value === undefined ? undefined : new Date(value))

/**
 * The EIP-4361 text of an eip155 sign-in message (viem's createSiweMessage). An embedded wallet's message, whose
 * address is still the placeholder, reads with the placeholder where the address goes.
 */
export function eip4361Text(data: SIWXMessageData): string {
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
    ...(data.resources !== undefined && { resources: data.resources }),
  })
  return placeholder ? text.replace(zeroAddress, SIWX_ACCOUNT_PLACEHOLDER) : text
}
