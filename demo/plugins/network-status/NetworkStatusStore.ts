import type { PluginContext } from 'gangway/plugin'
import { makeAutoObservable, runInAction } from 'mobx'
import * as z from 'zod/mini'

const POLL_MS = 2000
// A refinement rather than z.regex: zod's modules are shared with the host's entry, which would carry the regex check type.
const blockNumberResponse = z.object({ result: z.string().check(z.refine((hex) => /^0x[0-9a-f]+$/i.test(hex), 'expected a hex block number')) })

/** The plugin's store slice: the latest block of the active network, polled while the view is open. */
export class NetworkStatusStore {
  blockNumber: bigint | undefined = undefined
  error: string | undefined = undefined
  private timer: ReturnType<typeof setInterval> | undefined
  private readonly context: PluginContext

  constructor(context: PluginContext) {
    this.context = context
    makeAutoObservable<NetworkStatusStore, 'timer' | 'context'>(this, { timer: false, context: false }, { autoBind: true })
  }

  get networkName(): string {
    return this.context.network?.name ?? 'No network'
  }

  start(): void {
    if (this.timer) return
    void this.refresh()
    this.timer = setInterval(() => void this.refresh(), POLL_MS)
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = undefined
  }

  /** Asks the chain-data service's JSON-RPC proxy for eth_blockNumber on the active network. */
  async refresh(): Promise<void> {
    const network = this.context.network
    if (!network) return
    const url = `${this.context.endpoints.chainData}/v1/?chainId=${encodeURIComponent(network.caipNetworkId)}&projectId=${encodeURIComponent(this.context.projectId)}`
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
      })
      const body = blockNumberResponse.parse(await response.json())
      runInAction(() => {
        this.blockNumber = BigInt(body.result)
        this.error = undefined
      })
    } catch (error) {
      runInAction(() => (this.error = error instanceof Error ? error.message : 'The network did not answer'))
    }
  }
}
