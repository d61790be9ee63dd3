/** cloudSiwx's calls to the cloud's session API (§7 /v1/sessions), loaded with its first call. */
import * as z from 'zod/mini'
import { addSiwxSessionAnswer, revokeSiwxSessionAnswer, siwxNonceAnswer, siwxRevokeMessage, siwxSessionsAnswer, type SiwxSessionAnswer } from '../protocol/siwxAnswers'
import { SiwxError } from '../kernel/errors/siwx'
import type { SIWXKit, SIWXMessage, SIWXMessageData, SIWXMessageInput, SIWXSession } from '../kernel/siwx/siwxTypes'
import type { CaipNetworkId } from '../kernel/types'
import type { CloudSiwxOptions } from './cloudSiwxOptions'
import { eip4361Text } from '../protocol/eip4361Text'

/** AppKit's default statement. */
export const DEFAULT_STATEMENT = 'Please sign with your account'
/** The session ids this browser signed (newest last); a few are plenty for one visitor's addresses and networks. */
const HELD_KEY = 'sessions'
const HELD_LIMIT = 50
const heldSchema = z.array(z.string())

export function attached(kit: SIWXKit | undefined): SIWXKit {
  if (!kit) throw new SiwxError('NOT_ATTACHED')
  return kit
}

const held = (kit: SIWXKit): string[] => kit.storage.get(HELD_KEY, heldSchema) ?? []
const hold = (kit: SIWXKit, pcis: readonly string[]): void => kit.storage.set(HELD_KEY, [...new Set(pcis)].slice(-HELD_LIMIT))

export async function createMessage(kit: SIWXKit, options: CloudSiwxOptions, input: SIWXMessageInput): Promise<SIWXMessage> {
  if (!input.chainId.startsWith('eip155:')) throw new SiwxError('NOT_EIP155', { values: { chainId: input.chainId } })
  const { nonce } = await kit.chainData.post('/v1/sessions/nonce', { body: {}, schema: siwxNonceAnswer })
  const issued = new Date()
  const data: SIWXMessageData = {
    accountAddress: input.accountAddress,
    chainId: input.chainId,
    domain: options.domain ?? location.host,
    uri: options.uri ?? location.origin,
    version: '1',
    nonce,
    statement: options.statement ?? DEFAULT_STATEMENT,
    issuedAt: issued.toISOString(),
    ...(options.expiresIn !== undefined && { expirationTime: new Date(issued.getTime() + options.expiresIn).toISOString() }),
    ...(input.notBefore !== undefined && { notBefore: input.notBefore }),
  }
  return { ...data, toString: () => eip4361Text(data) }
}

/** The cloud verifies the signature (viem: EOA, ERC-1271, ERC-6492) and keeps the session; this browser holds its id. */
export async function addSession(kit: SIWXKit, session: SIWXSession): Promise<void> {
  const { session: kept } = await kit.chainData.post('/v1/sessions', {
    body: { ...plainData(session.data), message: session.message, signature: session.signature },
    schema: addSiwxSessionAnswer,
  })
  hold(kit, [...held(kit), kept.pci])
}

async function liveSessions(kit: SIWXKit, chainId: CaipNetworkId, address: string): Promise<SiwxSessionAnswer[]> {
  const { sessions } = await kit.chainData.get(`/v1/sessions/${encodeURIComponent(address)}`, { params: { chainId }, schema: siwxSessionsAnswer })
  const mine = new Set(held(kit))
  return sessions.filter((session) => mine.has(session.pci))
}

/** The address's live sessions on the network that this browser signed, newest first. */
export async function getSessions(kit: SIWXKit, chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
  if (!chainId.startsWith('eip155:')) return []
  return (await liveSessions(kit, chainId, address)).map((session) => ({ data: session.data as SIWXMessageData, message: session.message, signature: session.signature }))
}

/** Each session ends with the address's signature over its revoke message (§7 revoke { pci, signature }). */
export async function revokeSessions(kit: SIWXKit, chainId: CaipNetworkId, address: string): Promise<void> {
  for (const session of await liveSessions(kit, chainId, address)) {
    const signature = await kit.signMessage(siwxRevokeMessage(session.pci, session.data.domain), address)
    await kit.chainData.post(`/v1/sessions/${encodeURIComponent(address)}/revoke`, { body: { pci: session.pci, signature }, schema: revokeSiwxSessionAnswer })
    hold(kit, held(kit).filter((pci) => pci !== session.pci))
  }
  kit.sessionsChanged()
}

/**
 * None: this browser lets go of its sessions (a local sign-out). Otherwise these become the ones held: a session the
 * cloud already keeps (the same signature) is held again, any other is added (the cloud verifies it).
 */
export async function setSessions(kit: SIWXKit, sessions: readonly SIWXSession[]): Promise<void> {
  hold(kit, [])
  for (const session of sessions) {
    const { sessions: live } = await kit.chainData.get(`/v1/sessions/${encodeURIComponent(session.data.accountAddress)}`, { params: { chainId: session.data.chainId }, schema: siwxSessionsAnswer })
    const known = live.find((record) => record.signature.toLowerCase() === session.signature.toLowerCase())
    if (known) hold(kit, [...held(kit), known.pci])
    else await addSession(kit, session)
  }
}

function plainData(data: SIWXMessageData): SIWXMessageData {
  const { accountAddress, chainId, domain, uri, version, nonce, statement, resources, requestId, issuedAt, expirationTime, notBefore } = data
  return Object.fromEntries(Object.entries({ accountAddress, chainId, domain, uri, version, nonce, statement, resources, requestId, issuedAt, expirationTime, notBefore }).filter(([, value]) => value !== undefined)) as unknown as SIWXMessageData
}
