import { makeAutoObservable, runInAction } from 'mobx'
import * as z from 'zod/mini'
import { identitySchema, parseRows, reverseNameSchema, reverseResponseSchema, type Identity } from '../../protocol/chainData'
import type { HttpClient } from '../http/client'
import type { KitStorage } from '../storage/storage'
import { createEnsCache, createIdentityCache, type TtlCache } from '../storage/ttlCache'
import type { AccountStore } from '../stores/AccountStore'
import type { NetworkStore } from '../stores/NetworkStore'

export interface IdentityDeps {
  readonly account: Pick<AccountStore, 'address'>
  readonly networks: Pick<NetworkStore, 'active' | 'isUnsupported'>
  readonly chainData: Pick<HttpClient, 'get'>
  readonly storage: KitStorage
}

const cachedIdentitySchema = z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) })

/**
 * The account's profile name and avatar (§3 profile, §7 identity): fetched only on EVM networks that are
 * not testnets, cached 5 min per address (§9). When the identity call fails, the name comes from the
 * reverse name lookup (address and caipNetworkId) instead.
 */
export class IdentityStore {
  identity: Identity | undefined = undefined
  private readonly cache: TtlCache<Identity>
  /** §9: names by address (the reverse lookup), 5 min. */
  private readonly names: TtlCache<{ name: string | null }>
  /** Names registered from this kit, by lower-case address: shown even where identities are not looked up (testnets). */
  private readonly registered = new Map<string, string>()

  constructor(private readonly deps: IdentityDeps) {
    this.cache = createIdentityCache({ storage: deps.storage, schema: cachedIdentitySchema })
    this.names = createEnsCache({ storage: deps.storage, schema: z.object({ name: z.nullable(z.string()) }) })
    makeAutoObservable<IdentityStore, 'deps' | 'cache' | 'names' | 'registered'>(this, { deps: false, cache: false, names: false, registered: false }, { autoBind: true })
  }

  async load(): Promise<Identity | undefined> {
    const { account, networks } = this.deps
    const network = networks.active
    const address = account.address
    if (!address || !network || network.chainNamespace !== 'eip155' || network.testnet === true || networks.isUnsupported) {
      return this.settle(this.registeredIdentity(address))
    }
    const cached = this.cache.get(address.toLowerCase())
    if (cached) return this.settle(cached)
    // Another account's name never shows while this one loads.
    this.settle(undefined)
    const scope = `${address}|${network.caipNetworkId}`
    const current = () => `${this.deps.account.address ?? ''}|${this.deps.networks.active?.caipNetworkId ?? ''}` === scope
    let identity: Identity
    let failed = false
    try {
      identity = await this.deps.chainData.get(`/v1/identity/${address}`, { params: { sender: address }, schema: identitySchema })
    } catch (error) {
      console.warn('[gangway] identity unavailable, asking the name service', error)
      const name = await this.reverseName(address, network.caipNetworkId)
      failed = name === undefined
      identity = { name: name ?? null, avatar: null }
    }
    if (!current()) return this.identity
    if (identity.name === null) identity = this.registeredIdentity(address) ?? identity
    // An answer made of failures is not kept for 5 minutes.
    if (!failed) this.cache.set(address.toLowerCase(), identity)
    return this.settle(identity)
  }

  /**
   * The address now has this name (a plugin registered it): shown at once, as AppKit sets profileName after a
   * registration, also on networks whose identities the kit does not look up; the cached identity and name of the
   * address are dropped, so the next lookup asks the cloud.
   */
  setProfileName(address: string, name: string): void {
    const key = address.toLowerCase()
    this.registered.set(key, name)
    this.cache.delete(key)
    this.names.delete(key)
    if (this.deps.account.address?.toLowerCase() === key) this.settle({ name, avatar: this.identity?.avatar ?? null })
  }

  private registeredIdentity(address: string | undefined): Identity | undefined {
    const name = address ? this.registered.get(address.toLowerCase()) : undefined
    return name === undefined ? undefined : { name, avatar: null }
  }

  /** The reverse lookup's name, null when there is none, undefined when the lookup failed. */
  private async reverseName(address: string, caipNetworkId: string): Promise<string | null | undefined> {
    const cached = this.names.get(address.toLowerCase())
    if (cached) return cached.name
    try {
      const rows = await this.deps.chainData.get(`/v1/profile/reverse/${address}`, {
        params: { sender: address, apiVersion: 2, caipNetworkId },
        schema: reverseResponseSchema,
      })
      const name = parseRows(rows, reverseNameSchema, 'name')[0]?.name ?? null
      this.names.set(address.toLowerCase(), { name })
      return name
    } catch (error) {
      console.warn('[gangway] name lookup failed', error)
      return undefined
    }
  }

  private settle(identity: Identity | undefined): Identity | undefined {
    runInAction(() => (this.identity = identity))
    return identity
  }
}
