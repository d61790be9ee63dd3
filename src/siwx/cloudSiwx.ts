import type { SIWXConfig, SIWXKit, SIWXMessage, SIWXMessageInput, SIWXSession } from '../kernel/siwx/siwxTypes'
import type { CaipNetworkId } from '../kernel/types'
import type * as CloudClientModule from './cloudSiwxClient'
import type { CloudSiwxOptions } from './cloudSiwxOptions'

export type { CloudSiwxOptions } from './cloudSiwxOptions'

type CloudClient = typeof CloudClientModule

/**
 * Sign in with the wallet against the reference cloud's session API (spec §7 /v1/sessions): a nonce from the cloud,
 * an EIP-4361 message made with viem's SIWE helpers, the cloud verifying the signature (smart accounts too,
 * ERC-1271/6492) and keeping the session in PostgreSQL. Only the sessions this browser signed count as signed in
 * here (their ids are kept in the kit's storage); revokeSession asks the wallet to sign the end of each. The kit
 * lends it its chain-data client, storage and wallet (attachKit); the HTTP and SIWE code loads with the first call.
 */
export class CloudSiwx implements SIWXConfig {
  readonly signOutOnDisconnect: boolean
  readonly #options: CloudSiwxOptions
  #kit: SIWXKit | undefined

  constructor(options: CloudSiwxOptions = {}) {
    this.#options = options
    this.signOutOnDisconnect = options.signOutOnDisconnect ?? true
  }

  getRequired(): boolean {
    return this.#options.required ?? true
  }

  attachKit(kit: SIWXKit): void {
    this.#kit = kit
  }

  async createMessage(input: SIWXMessageInput): Promise<SIWXMessage> {
    const { client, kit } = await this.#client()
    return client.createMessage(kit, this.#options, input)
  }

  async addSession(session: SIWXSession): Promise<void> {
    const { client, kit } = await this.#client()
    await client.addSession(kit, session)
  }

  async getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
    const { client, kit } = await this.#client()
    return client.getSessions(kit, chainId, address)
  }

  async revokeSession(chainId: CaipNetworkId, address: string): Promise<void> {
    const { client, kit } = await this.#client()
    await client.revokeSessions(kit, chainId, address)
  }

  async setSessions(sessions: SIWXSession[]): Promise<void> {
    const { client, kit } = await this.#client()
    await client.setSessions(kit, sessions)
  }

  async #client(): Promise<{ client: CloudClient; kit: SIWXKit }> {
    const client = await import('./cloudSiwxClient')
    return { client, kit: client.attached(this.#kit) }
  }
}

/** The SIWX config of the reference cloud (`siwx: cloudSiwx()`); AppKit's ReownAuthentication / CloudAuthSIWX under Gangway's name. */
export function cloudSiwx(options: CloudSiwxOptions = {}): CloudSiwx {
  return new CloudSiwx(options)
}
