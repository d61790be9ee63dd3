import { makeAutoObservable, runInAction } from 'mobx'
import * as z from 'zod/mini'
import type { AppKit } from '../appkit'
import { identitySchema, parseRows, reverseNameSchema, reverseResponseSchema, type Identity } from '../chainData/schemas'
import { createEnsCache, createIdentityCache, type TtlCache } from '../storage/ttlCache'

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

  constructor(private readonly kit: AppKit) {
    this.cache = createIdentityCache({ storage: kit.storage, schema: cachedIdentitySchema })
    this.names = createEnsCache({ storage: kit.storage, schema: z.object({ name: z.nullable(z.string()) }) })
    makeAutoObservable<IdentityStore, 'kit' | 'cache' | 'names'>(this, { kit: false, cache: false, names: false }, { autoBind: true })
  }

  async load(): Promise<Identity | undefined> {
    const { account, networks } = this.kit
    const network = networks.active
    const address = account.address
    if (!address || !network || network.chainNamespace !== 'eip155' || network.testnet === true || networks.isUnsupported) {
      return this.settle(undefined)
    }
    const cached = this.cache.get(address.toLowerCase())
    if (cached) return this.settle(cached)
    let identity: Identity
    try {
      identity = await this.kit.chainData.get(`/v1/identity/${address}`, { params: { sender: address }, schema: identitySchema })
    } catch (error) {
      console.warn('[gangway] identity unavailable, asking the name service', error)
      identity = { name: await this.reverseName(address, network.caipNetworkId), avatar: null }
    }
    if (this.kit.account.address !== address) return this.identity
    this.cache.set(address.toLowerCase(), identity)
    return this.settle(identity)
  }

  private async reverseName(address: string, caipNetworkId: string): Promise<string | null> {
    const cached = this.names.get(address.toLowerCase())
    if (cached) return cached.name
    try {
      const rows = await this.kit.chainData.get(`/v1/profile/reverse/${address}`, {
        params: { sender: address, apiVersion: 2, caipNetworkId },
        schema: reverseResponseSchema,
      })
      const name = parseRows(rows, reverseNameSchema, 'name')[0]?.name ?? null
      this.names.set(address.toLowerCase(), { name })
      return name
    } catch (error) {
      console.warn('[gangway] name lookup failed', error)
      return null
    }
  }

  private settle(identity: Identity | undefined): Identity | undefined {
    runInAction(() => (this.identity = identity))
    return identity
  }
}

const stores = new WeakMap<AppKit, IdentityStore>()

/** The kit's identity store, made by the Account view's chunk on first use. */
export function identityOf(kit: AppKit): IdentityStore {
  let store = stores.get(kit)
  if (!store) {
    store = new IdentityStore(kit)
    stores.set(kit, store)
  }
  return store
}
