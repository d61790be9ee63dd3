import { reaction } from 'mobx'
import { createRoot } from 'react-dom/client'
import type { AppKit } from '../kernel/appkit'
import { KitContext } from './KitContext'
import { ModalShell } from './ModalShell'
import { MODAL_CSS } from './styles'
import { themeStyle } from './themeStyle'

export const MODAL_TAG = 'gangway-modal'

/** Registers <gangway-modal> once per window; the element itself is only a host for the shadow root. */
function defineElement(): void {
  if (customElements.get(MODAL_TAG)) return
  customElements.define(MODAL_TAG, class GangwayModalElement extends HTMLElement {})
}

export interface MountedModal {
  readonly element: HTMLElement
  unmount(): void
}

/**
 * Renders the kit's modal into an open shadow root of a <gangway-modal> element, all styles inside it.
 * The element is appended to document.body unless `append` is false (disableAppend / enableEmbedded),
 * in which case the host app places it.
 */
export function mountModal(kit: AppKit, append: boolean): MountedModal {
  defineElement()
  const element = document.createElement(MODAL_TAG)
  const shadow = element.attachShadow({ mode: 'open' })
  const style = document.createElement('style')
  style.textContent = MODAL_CSS
  const container = document.createElement('div')
  container.className = 'gw-root'
  shadow.append(style, container)

  const applyTheme = reaction(
    () => ({ mode: kit.theme.mode, style: themeStyle(kit.theme.mode, kit.theme.variables) }),
    ({ mode, style: properties }) => {
      element.setAttribute('data-theme', mode)
      for (const [name, value] of Object.entries(properties)) element.style.setProperty(name, value)
    },
    { fireImmediately: true },
  )

  const root = createRoot(container)
  root.render(
    <KitContext.Provider value={kit}>
      <ModalShell />
    </KitContext.Provider>,
  )
  if (append) document.body.append(element)

  return {
    element,
    unmount() {
      applyTheme()
      root.unmount()
      element.remove()
    },
  }
}
