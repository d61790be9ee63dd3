import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import type { KitRoot } from '../kernel/root'
import { StyleHostContext, type StyleHost } from './components/styleHost'
import { KitContext } from './KitContext'
import { Dialog } from './ModalShell'
import { WarmupContext } from './WarmupContext'

/**
 * Renders the open dialog once, invisibly, while the page is idle, then throws it away. The first real
 * open() then runs compiled code and warm style data instead of paying for both in the visitor's click
 * (measured: the first open cost about twice a re-open without this). Its components' stylesheets are added to
 * the shadow root now, not in the click. Its effects do run (a synchronous render flushes them): the parts that would
 * focus, trap focus, fetch a font or load a chunk check useIsWarmup and do nothing here. Wallet images are the one
 * exception, on purpose: rows shown in it (after intent only) preload theirs, as intent's own image preload does.
 */
export function warmUp(kit: KitRoot, shadow: ShadowRoot, styles: StyleHost): void {
  const container = document.createElement('div')
  // The modal's own font and size (.gw-root): laid out in any other, the text would warm the wrong font's caches, and
  // the first open's layout would still cost ~5 ms against ~1 ms on a re-open.
  container.className = 'gw-root'
  container.setAttribute('aria-hidden', 'true')
  container.inert = true
  container.style.cssText = 'position:fixed;left:-10000px;top:0;width:400px;visibility:hidden;pointer-events:none'
  shadow.append(container)
  const root = createRoot(container)
  flushSync(() =>
    root.render(
      <KitContext.Provider value={kit}>
        <StyleHostContext.Provider value={styles}>
          <WarmupContext.Provider value={true}>
            <Dialog route={{ view: 'Connect' }} closing={false} />
          </WarmupContext.Provider>
        </StyleHostContext.Provider>
      </KitContext.Provider>,
    ),
  )
  container.getBoundingClientRect()
  setTimeout(() => {
    root.unmount()
    container.remove()
  }, 0)
}
