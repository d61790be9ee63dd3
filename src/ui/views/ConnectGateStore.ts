import { makeAutoObservable, reaction } from 'mobx'

/** What ConnectGate reads of the kit: whether the modal is open. */
export interface ConnectGateDeps {
  readonly modal: { readonly isOpen: boolean }
}

/**
 * The Connect view's two visitor choices that outlive a view: the legal checkbox ticked (kept while the page
 * lives, as AppKit keeps it), and the collapsed wallet list opened (until the modal closes).
 */
export class ConnectGateStore {
  agreed = false
  walletsShown = false

  constructor(deps: ConnectGateDeps) {
    makeAutoObservable(this, {}, { autoBind: true })
    reaction(() => deps.modal.isOpen, (open) => open || this.setWalletsShown(false))
  }

  setAgreed(agreed: boolean): void {
    this.agreed = agreed
  }

  setWalletsShown(shown: boolean): void {
    this.walletsShown = shown
  }
}

const stores = new WeakMap<ConnectGateDeps, ConnectGateStore>()

/** The kit's gate store, made on first use. */
export function connectGateStore(kit: ConnectGateDeps): ConnectGateStore {
  let store = stores.get(kit)
  if (!store) stores.set(kit, (store = new ConnectGateStore(kit)))
  return store
}
