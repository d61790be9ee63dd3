import { createRoot } from 'react-dom/client'
import type { KitRoot } from '../kernel/root'
import { createModalHost, type ModalHost } from './host'
import { KitContext } from './KitContext'
import { createStyleHost, StyleHostContext } from './components/styleHost'
import { ModalShell } from './ModalShell'
import { reaction, when } from 'mobx'
import { afterPaint } from './afterPaint'
import { registerCoreViews, viewEntry } from './views/coreViews'

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
  // Chunks fetched ahead of need: Connect's path once the page is idle (or on intent, if that comes first), the
  // plugins with a part on Connect on intent, the Account view once connected. The WalletConnect SDK itself
  // loads only when its view opens.
  let unmounted = false
  // The warm-up (warmUp.tsx, in Connect's chunk): the dialog rendered once, hidden, so the first open runs warm
  // code: once when the page is idle, again once intent has brought the wallet rows' data and the plugin sections.
  const warm = () =>
    void import('./warmUp').then(({ warmUp }) => {
      if (!unmounted && !kit.modal.isOpen && !kit.isDestroyed && shadow instanceof ShadowRoot) warmUp(kit, shadow)
    })
  // preloadConnect.ts is in Connect's chunk (rollup.config.mjs): importing it fetches that chunk.
  const preloads = () => import('./preloadConnect')
  const cancels = [whenIdle(() => void preloads().then(({ preloadConnect }) => (preloadConnect(kit), warm())))]
  const preloadIntent = reaction(
    () => kit.wallets.recommendedStatus !== 'idle',
    (started) => {
      if (!started) return
      // After the next frame: when intent is the click itself, the modal paints before this work competes with it.
      cancels.push(
        afterPaint(() =>
          void preloads()
            .then(({ preloadOnIntent }) => Promise.all([preloadOnIntent(kit), when(() => kit.wallets.recommendedStatus !== 'loading')]))
            .then(() => cancels.push(whenIdle(warm))),
        ),
      )
    },
    { fireImmediately: true },
  )
  const preloadAccount = reaction(
    () => kit.account.isConnected,
    (connected) => connected && kit.lazy.preload(viewEntry('Account')),
    { fireImmediately: true },
  )
  return () => {
    unmounted = true
    for (const cancel of cancels) cancel()
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

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(run, 300)
  return () => clearTimeout(timer)
}
