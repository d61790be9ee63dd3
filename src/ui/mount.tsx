import { createRoot } from 'react-dom/client'
import type { KitRoot } from '../kernel/root'
import { createModalHost, type ModalHost } from './host'
import { KitContext } from './KitContext'
import { createStyleHost, StyleHostContext } from './components/styleHost'
import { ModalShell } from './ModalShell'
import { reaction } from 'mobx'
import { scheduleWarmUp } from './scheduleWarmUp'
import { registerCoreViews, viewEntry, WALLET_ROWS_ENTRY } from './views/coreViews'

/** Renders the kit's modal into its host's shadow root; returns the unmount. */
export function renderModal(kit: KitRoot, host: ModalHost): () => void {
  registerCoreViews(kit.lazy)
  // A view asked for before the UI arrived (open() in the page's first task) loads now.
  if (kit.modal.isOpen) kit.lazy.preload(viewEntry(kit.router.view))
  const root = createRoot(host.container)
  // The design system's components put their CSS into the modal's shadow root (or next to the tree outside one).
  const shadow = host.container.getRootNode()
  const styles = createStyleHost(shadow instanceof ShadowRoot ? shadow : host.container)
  root.render(
    <KitContext.Provider value={kit}>
      <StyleHostContext.Provider value={styles}>
        <ModalShell />
      </StyleHostContext.Provider>
    </KitContext.Provider>,
  )
  const cancelWarmUp = host.container.getRootNode() instanceof ShadowRoot ? scheduleWarmUp(kit, host.container.getRootNode() as ShadowRoot) : () => {}
  // Chunks fetched ahead of need: the wallet rows and the connecting views on intent (the directory call
  // starts), the Account view once connected. The WalletConnect SDK itself loads only when its view opens.
  const preloadOnIntent = reaction(
    () => kit.wallets.recommendedStatus !== 'idle',
    (started) => {
      if (!started) return
      kit.lazy.preload(WALLET_ROWS_ENTRY)
      kit.lazy.preload(viewEntry('ConnectingExternal'))
      // The WalletConnect view is a second pick: fetched once the page is idle, not in the click's frame.
      whenIdle(() => kit.lazy.preload(viewEntry('ConnectingWalletConnect')))
    },
    { fireImmediately: true },
  )
  const preloadAccount = reaction(
    () => kit.account.isConnected,
    (connected) => connected && kit.lazy.preload(viewEntry('Account')),
    { fireImmediately: true },
  )
  return () => {
    preloadOnIntent()
    preloadAccount()
    cancelWarmUp()
    root.unmount()
  }
}

export interface MountedModal {
  readonly element: HTMLElement
  unmount(): void
}

/** Host and React tree in one step (used where the UI chunk is already loaded, as in tests). */
export function mountModal(kit: KitRoot, append: boolean): MountedModal {
  const host = createModalHost(kit, append)
  const unmount = renderModal(kit, host)
  return {
    element: host.element,
    unmount() {
      unmount()
      host.dispose()
    },
  }
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 })
  else setTimeout(run, 300)
}
