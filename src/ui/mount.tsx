import { createRoot } from 'react-dom/client'
import type { KitRoot } from '../kernel/root'
import { createModalHost, type ModalHost } from './host'
import { MODAL_CSS } from './styles'
import { syncHostTheme } from './syncHostTheme'
import { KitContext } from './KitContext'
import { createStyleHost, StyleHostContext } from './components/styleHost'
import { ModalShell } from './ModalShell'
import { reaction } from 'mobx'
import type * as PreloadConnectModule from './preloadConnect'
import { createPreloadSchedule } from './preloadSchedule'
import { registerCoreViews, viewEntry } from './views/coreViews'

/** Renders the kit's modal into its host's shadow root; returns the unmount. */
export function renderModal(kit: KitRoot, host: ModalHost): () => void {
  host.style.textContent = MODAL_CSS
  const stopTheme = syncHostTheme(host.element, kit.theme)
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
  // Chunks fetched ahead of need: Connect's at once (this chunk itself loads once the page is idle, or on intent or
  // open), the views one click away and the plugins with a part on Connect on intent (preloadConnect.ts, itself in
  // Connect's chunk), the Account view once connected. The WalletConnect SDK itself loads only when its view opens.
  const schedule = createPreloadSchedule()
  const preloads = (run: (module: typeof PreloadConnectModule) => void) =>
    void import('./preloadConnect').then((module) => schedule.active && run(module))
  preloads(({ onIdle }) => onIdle(kit, shadow, styles, schedule))
  const preloadIntent = reaction(
    () => kit.wallets.recommendedStatus !== 'idle',
    (started) => started && preloads(({ onIntent }) => onIntent(kit, shadow, styles, schedule)),
    { fireImmediately: true },
  )
  const preloadAccount = reaction(
    () => kit.account.isConnected,
    (connected) => connected && kit.lazy.preload(viewEntry('Account')),
    { fireImmediately: true },
  )
  return () => {
    stopTheme()
    schedule.cancel()
    preloadIntent()
    preloadAccount()
    root.unmount()
  }
}

export interface MountedModal {
  readonly element: HTMLElement
  unmount(): void
}

/** Host and React tree in one step (used where the UI chunk is already loaded, as in tests). */
export function mountModal(kit: KitRoot, append: boolean): MountedModal {
  const host = createModalHost(append)
  const unmount = renderModal(kit, host)
  return {
    element: host.element,
    unmount() {
      unmount()
      host.dispose()
    },
  }
}
