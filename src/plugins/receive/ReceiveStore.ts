import { makeAutoObservable } from 'mobx'
import type { CaipNetwork, PluginContext } from 'gangway/plugin'
import { copyToClipboard } from 'gangway/ui'

/** The Receive view's state: all of it derived from the kit's account and networks, nothing copied. */
export class ReceiveStore {
  private readonly context: PluginContext

  constructor(context: PluginContext) {
    this.context = context
    makeAutoObservable<ReceiveStore, 'context'>(this, { context: false }, { autoBind: true })
  }

  /** The connected address, or undefined when not connected. */
  get address(): string | undefined {
    return this.context.account?.address
  }

  /** The configured networks of the account's namespace: the address is the same on each of them. */
  get networks(): readonly CaipNetwork[] {
    const namespace = this.context.account?.namespace
    return namespace ? this.context.networks.filter((network) => network.chainNamespace === namespace) : []
  }

  get activeNetworkId(): string | undefined {
    return this.context.network?.caipNetworkId
  }

  /** Copies the address; a browser without a usable clipboard (or one that refuses) gets an error toast. */
  async copy(): Promise<void> {
    const address = this.address
    if (!address) return
    const copied = await copyToClipboard(address)
    this.context.toast(copied ? 'Address copied' : 'Could not copy the address', copied ? 'success' : 'error')
  }
}
