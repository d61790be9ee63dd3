import { alertFor, messageOf, type PluginContext } from 'gangway/plugin'
import { makeAutoObservable, reaction, runInAction } from 'mobx'
import { fetchNetworkHealth, type NetworkHealth } from './statusService'

export interface NetworkStatusSettings {
  readonly statusUrl: string
  readonly pollMs: number
}

/** What the parts show: the node answers, the service's verdict, or not yet known. */
export type Verdict = 'operational' | 'unreachable' | 'checking'

/**
 * The plugin's store slice, one per kit: the active network's latest block and gas price (read from its node
 * with the kit's viem public client) and the author's status service verdict. It reads while a part of the
 * plugin is on screen (each part watches while it shows), again every `pollMs`, and at once on a switch.
 */
export class NetworkStatusStore {
  blockNumber: bigint | undefined = undefined
  gasPrice: bigint | undefined = undefined
  health: NetworkHealth | undefined = undefined
  /** Why the node could not be read, in the kit's words. */
  nodeError: string | undefined = undefined
  /** Why the status service could not say. */
  serviceError: string | undefined = undefined
  private watchers = 0
  private timer: ReturnType<typeof setInterval> | undefined = undefined
  /** Counts reads: the answer of a read for a network since left is dropped. */
  private reads = 0
  /** When the last read started, and for which network: a part that shows within `pollMs` of it does not read again. */
  private lastRead: { at: number; network: string } | undefined = undefined

  constructor(
    private readonly context: PluginContext,
    private readonly settings: NetworkStatusSettings,
  ) {
    makeAutoObservable<NetworkStatusStore, 'context' | 'settings' | 'watchers' | 'timer' | 'reads' | 'lastRead'>(
      this,
      { context: false, settings: false, watchers: false, timer: false, reads: false, lastRead: false },
      { autoBind: true },
    )
    context.onDispose(reaction(() => context.network?.caipNetworkId, () => this.watchers > 0 && this.switched()))
    context.onDispose(() => this.stopPolling())
  }

  get networkName(): string {
    return this.context.network?.name ?? 'No network'
  }

  get verdict(): Verdict {
    if (this.health?.caipNetworkId === this.context.network?.caipNetworkId && this.health) return this.health.status
    if (this.nodeError) return 'unreachable'
    return this.blockNumber === undefined ? 'checking' : 'operational'
  }

  /**
   * A part of the plugin shows: reads now (unless a read began less than `pollMs` ago, as the one on load) and while
   * it shows. Returns the stop for when it goes.
   */
  watch(): () => void {
    this.watchers++
    if (this.watchers === 1) {
      if (!this.readRecently()) void this.refresh()
      this.timer = setInterval(() => void this.refresh(), this.settings.pollMs)
    }
    let stopped = false
    return () => {
      if (stopped) return
      stopped = true
      this.watchers--
      if (this.watchers === 0) this.stopPolling()
    }
  }

  /** Reads the node and asks the status service, in parallel. */
  async refresh(): Promise<void> {
    const network = this.context.network
    if (!network) return
    const read = ++this.reads
    this.lastRead = { at: Date.now(), network: network.caipNetworkId }
    const current = () => read === this.reads && !this.context.isDestroyed
    const node = this.context.publicClient(network).then((client) => Promise.all([client.getBlockNumber({ cacheTime: 0 }), client.getGasPrice()]))
    const service = fetchNetworkHealth(this.settings.statusUrl, network.caipNetworkId)
    const [nodeResult, serviceResult] = await Promise.allSettled([node, service])
    if (!current()) return
    runInAction(() => {
      if (nodeResult.status === 'fulfilled') {
        ;[this.blockNumber, this.gasPrice] = nodeResult.value
        this.nodeError = undefined
      } else {
        this.nodeError = messageOf(nodeResult.reason)
      }
      if (serviceResult.status === 'fulfilled') {
        this.health = serviceResult.value
        this.serviceError = undefined
      } else {
        this.serviceError = messageOf(serviceResult.reason)
      }
    })
    // A kit error the catalogue knows (an unreachable chain-data service, say) also shows the kit's own alert.
    if (nodeResult.status === 'rejected') {
      const alert = alertFor(nodeResult.reason)
      if (alert) this.context.alert(alert)
    }
  }

  /** The network changed: what was shown belongs to the old one. */
  private switched(): void {
    this.blockNumber = undefined
    this.gasPrice = undefined
    this.health = undefined
    this.nodeError = undefined
    this.serviceError = undefined
    void this.refresh()
  }

  private readRecently(): boolean {
    const last = this.lastRead
    return last !== undefined && last.network === this.context.network?.caipNetworkId && Date.now() - last.at < this.settings.pollMs
  }

  private stopPolling(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = undefined
  }
}
