import { makeAutoObservable } from 'mobx'
import type { CaipNetwork, PluginContext } from '../../index'
import { qrImage, type QrImage } from '../../ui/components/qr/qrMatrix'

/** The Receive view's state: all of it derived from the kit's account and networks, nothing copied. */
export class ReceiveStore {
  private readonly context: PluginContext

  constructor(context: PluginContext) {
    this.context = context
    makeAutoObservable<ReceiveStore, 'context'>(this, { context: false }, { autoBind: true })
  }

  /** The connected address, or undefined when not connected. */
  get address(): string | undefined {
    return this.context.getAccount()?.address
  }

  /** The QR code of the address (plain, so any wallet's scanner reads it); encoded again only when it changes. */
  get qr(): QrImage | undefined {
    return this.address ? qrImage(this.address) : undefined
  }

  /** The configured networks of the account's namespace: the address is the same on each of them. */
  get networks(): readonly CaipNetwork[] {
    const namespace = this.context.getAccount()?.namespace
    return namespace ? this.context.networks.filter((network) => network.chainNamespace === namespace) : []
  }

  get activeNetworkId(): string | undefined {
    return this.context.getCaipNetwork()?.caipNetworkId
  }

  /** Copies the address; a browser without a usable clipboard (or one that refuses) gets an error toast. */
  async copy(): Promise<void> {
    const address = this.address
    if (!address) return
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard
    const copied = typeof clipboard?.writeText === 'function' ? await clipboard.writeText(address).then(() => true, () => false) : false
    this.context.showToast(copied ? 'Address copied' : 'Could not copy the address', copied ? 'success' : 'error')
  }
}
