import { makeAutoObservable, runInAction } from 'mobx'
import { stringToHex } from 'viem'
import { evmCoinType, labelOf, nameInZone, nameRegistrationMessage, nameRuleBroken, NAME_RULE_TEXTS, type NameRule, type NameSuggestion, type PluginContext } from 'gangway/plugin'
import type { NamesApi } from './namesApi'
import { NamesError } from './namesErrors'
import { NameSuggestionsFeed } from './NameSuggestionsFeed'

export type Availability = 'unknown' | 'checking' | 'available' | 'registered'

/** AppKit's events of a registration (subscribeEvents, analytics). */
const EVENTS = { initiated: 'REGISTER_NAME_INITIATED', success: 'REGISTER_NAME_SUCCESS', error: 'REGISTER_NAME_ERROR' } as const

/** The embedded wallet's connector: names are registered by the auth connector only (§6). */
const AUTH_CONNECTOR_ID = 'auth'

export interface NamesStoreDeps {
  readonly context: PluginContext
  readonly api: NamesApi
  /** The clock of the registration message, ms. */
  readonly now: () => number
}

/**
 * RegisterAccountName's state (§2, §5, §6, §7): the label typed and its §5 rule, the suggestions of the fixed zone
 * (debounced), the typed name's availability, and the registration: AppKit's JSON message signed by the auth
 * connector (personal_sign, approved by the visitor in ApproveTransaction), sent to POST /v1/profile/account, then
 * the kit's profile name set and RegisterAccountNameSuccess shown.
 */
export class NamesStore {
  input = ''
  /** The full name being registered, while it is. */
  registering: string | undefined = undefined
  /** Why the last registration failed (§8 texts, the API's reason word for word). */
  error: NamesError | undefined = undefined
  /** The name registered last. */
  registered: string | undefined = undefined
  /** A name of the fixed zone an account has already (the reverse lookup), when the kit shows none. */
  private owned: { readonly address: string; readonly name: string | undefined } | undefined = undefined

  readonly feed: NameSuggestionsFeed
  private readonly context: PluginContext
  private readonly api: NamesApi
  private readonly now: () => number

  constructor({ context, api, now }: NamesStoreDeps) {
    this.context = context
    this.api = api
    this.now = now
    this.feed = new NameSuggestionsFeed((label, signal) => this.api.suggestions(label, signal), context.timings.debounceDefault)
    makeAutoObservable<NamesStore, 'context' | 'api' | 'now'>(this, { feed: false, context: false, api: false, now: false }, { autoBind: true })
  }

  /** The §5 rule the typed label breaks (nothing while the field is empty). */
  get rule(): NameRule | undefined {
    return this.input === '' ? undefined : nameRuleBroken(this.input)
  }

  get ruleText(): string | undefined {
    return this.rule && NAME_RULE_TEXTS[this.rule]
  }

  /** The typed label as a name of the fixed zone ('alice' → 'alice.gangway.id'). */
  get name(): string {
    return nameInZone(this.input)
  }

  /** The suggestions of the label typed, full names, the name itself first. */
  get suggestions(): readonly NameSuggestion[] {
    return this.feed.label === this.input ? this.feed.suggestions : []
  }

  /** Whether the typed name is free, as the suggestions say (the registration itself is the authority). */
  get availability(): Availability {
    if (this.input === '' || this.rule) return 'unknown'
    if (this.feed.label !== this.input) return this.feed.status === 'idle' ? 'unknown' : 'checking'
    if (this.feed.status !== 'ready') return 'unknown'
    const exact = this.feed.suggestions.find((suggestion) => suggestion.name.toLowerCase() === this.name)
    return exact?.registered ? 'registered' : exact ? 'available' : 'unknown'
  }

  /** The name of the zone the reverse lookup found for the connected account. */
  get ownedName(): string | undefined {
    return this.owned && this.owned.address === this.context.account?.address ? this.owned.name : undefined
  }

  /** The account's name already: the kit's profile name, or one the reverse lookup found. */
  get existingName(): string | undefined {
    const profileName = this.context.profileName
    return profileName && labelOf(profileName) !== undefined ? profileName : this.ownedName
  }

  /**
   * §6: why this account cannot register a name here, checked in AppKit's order: no active network, then no
   * address or not the auth connector's (the embedded wallet's).
   */
  get precondition(): NamesError | undefined {
    // A wallet on a chain outside `networks` is on no network the kit knows (§7: chain-data calls are skipped).
    if (!this.context.network || this.context.isUnsupportedNetwork) return new NamesError('NETWORK_NOT_FOUND')
    const account = this.context.account
    if (!account || account.connectorId !== AUTH_CONNECTOR_ID) return new NamesError('NO_AUTH_CONNECTOR')
    return undefined
  }

  /** Register may be pressed: a valid label, not known to be taken, nothing running, no name owned already. */
  get canRegister(): boolean {
    return this.input !== '' && !this.rule && this.availability !== 'registered' && !this.registering && !this.existingName && !this.precondition
  }

  setInput(text: string): void {
    this.input = text.trim()
    this.error = undefined
    this.feed.request(this.input !== '' && !this.rule && !this.context.isUnsupportedNetwork ? this.input : undefined)
  }

  /**
   * As the view opens: another account than last time starts afresh, and a name of the zone the account has
   * already is looked for (AppKit: 'You already own a name'); a failure of that lookup is only logged.
   */
  async loadOwnedName(): Promise<void> {
    const account = this.context.account
    if (!account) return
    if (this.owned?.address !== account.address) {
      this.input = ''
      this.error = undefined
      this.registered = undefined
      this.feed.cancel()
      this.owned = { address: account.address, name: undefined }
    }
    if (account.namespace !== 'eip155' || this.context.isUnsupportedNetwork) return
    try {
      const [name] = await this.api.namesOf(account.address)
      runInAction(() => (this.owned = { address: account.address, name }))
    } catch (error) {
      console.warn('[gangway] names: could not look up the names of the account', error)
    }
  }

  /** Registers the typed name, or `name` (a suggestion, a full name); resolves when it is registered or has failed. */
  async register(name: string = this.name): Promise<void> {
    const label = labelOf(name)
    if (this.registering || label === undefined || nameRuleBroken(label)) return
    if (this.existingName) {
      this.error = new NamesError('ALREADY_OWNS_NAME')
      return
    }
    this.registering = name
    this.error = undefined
    this.emit(EVENTS.initiated, name)
    try {
      const { address, coinType } = this.signer()
      const message = nameRegistrationMessage(name, this.now())
      const signature = await this.context.request({ method: 'personal_sign', params: [stringToHex(message), address] })
      if (typeof signature !== 'string' || !signature.startsWith('0x')) throw new NamesError('REGISTER_FAILED', { values: { name } })
      await this.api.register(name, { coinType, address, message, signature })
      // Registered: a kit that cannot show it at once (its identity code failed to load) shows it on its next lookup.
      await this.context.setProfileName(name).catch((error: unknown) => console.warn('[gangway] names: the profile name could not be set', error))
      runInAction(() => (this.registered = name))
      this.emit(EVENTS.success, name)
      if (this.context.router.view === 'RegisterAccountName') this.context.router.replace('RegisterAccountNameSuccess')
    } catch (error) {
      const failure = error instanceof NamesError ? error : new NamesError('REGISTER_FAILED', { values: { name }, cause: error })
      runInAction(() => (this.error = failure))
      this.emit(EVENTS.error, name, failure.shortMessage)
      // The service refused (a name taken since the suggestions came, say): what they show is asked again.
      if (failure.code === 'API_REASON' && this.input !== '' && !this.rule) void this.feed.refresh(this.input)
    } finally {
      runInAction(() => (this.registering = undefined))
    }
  }

  /** §6 and §5: the account that signs, and the coin type of the active network ('Invalid chainId' from 2^31). */
  private signer(): { address: string; coinType: number } {
    const failed = this.precondition
    if (failed) throw failed
    const network = this.context.network
    const account = this.context.account
    if (!network || !account) throw new NamesError('NO_AUTH_CONNECTOR')
    const chainId = Number(network.caipNetworkId.split(':')[1])
    if (network.chainNamespace !== 'eip155' || !Number.isSafeInteger(chainId)) throw new NamesError('NETWORK_NOT_FOUND')
    const coinType = evmCoinType(chainId)
    if (coinType === undefined) throw new NamesError('INVALID_CHAIN_ID')
    return { address: account.address, coinType }
  }

  private emit(event: string, name: string, error?: string): void {
    const isSmartAccount = this.context.account?.embeddedWalletInfo?.accountType === 'smartAccount'
    this.context.emit(event, { isSmartAccount, ensName: name, ...(error === undefined ? {} : { error }) })
  }
}
