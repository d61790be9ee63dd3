import { reaction } from 'mobx'
import type { KitRoot } from '../kernel/root'
import { MODAL_CSS } from './styles'
import { themeStyle } from './themeStyle'

export const MODAL_TAG = 'gangway-modal'

/** Registers <gangway-modal> once per window; the element itself is only a host for the shadow root. */
function defineElement(): void {
  if (customElements.get(MODAL_TAG)) return
  customElements.define(MODAL_TAG, class GangwayModalElement extends HTMLElement {})
}

export interface ModalHost {
  readonly element: HTMLElement
  /** Where the React tree renders, inside the open shadow root. */
  readonly container: HTMLElement
  dispose(): void
}

/**
 * Creates the <gangway-modal> element with an open shadow root holding every style, and keeps its theme
 * properties in step with the theme store. No React here: the React tree is rendered into `container` by
 * the UI chunk (mount.tsx), which createAppKit loads right away in the browser and never on a server.
 * The element is appended to document.body unless `append` is false (disableAppend / enableEmbedded).
 */
export function createModalHost(kit: KitRoot, append: boolean): ModalHost {
  defineElement()
  const element = document.createElement(MODAL_TAG)
  const shadow = element.attachShadow({ mode: 'open' })
  const style = document.createElement('style')
  style.textContent = MODAL_CSS
  const container = document.createElement('div')
  container.className = 'gw-root'
  shadow.append(style, container)

  const stopTheme = reaction(
    () => ({ mode: kit.theme.mode, style: themeStyle(kit.theme.mode, kit.theme.variables) }),
    ({ mode, style: properties }) => {
      element.setAttribute('data-theme', mode)
      for (const [name, value] of Object.entries(properties)) element.style.setProperty(name, value)
    },
    { fireImmediately: true },
  )
  if (append) document.body.append(element)

  return {
    element,
    container,
    dispose() {
      stopTheme()
      element.remove()
    },
  }
}
