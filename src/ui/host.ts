
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
  /** The shadow root's style sheet: filled by the UI chunk (mount.tsx) with the modal's CSS. */
  readonly style: HTMLStyleElement
  dispose(): void
}

/**
 * Creates the <gangway-modal> element with an open shadow root. No style and no React here: the UI chunk
 * (mount.tsx), which createAppKit loads in the browser once the page is idle (or on intent or open) and never on a
 * server, fills the style sheet, keeps the theme properties in step (syncHostTheme.ts) and renders into `container`.
 * The element is appended to document.body unless `append` is false (disableAppend / enableEmbedded).
 */
export function createModalHost(append: boolean): ModalHost {
  defineElement()
  const element = document.createElement(MODAL_TAG)
  const shadow = element.attachShadow({ mode: 'open' })
  const style = document.createElement('style')
  const container = document.createElement('div')
  container.className = 'gw-root'
  shadow.append(style, container)

  if (append) document.body.append(element)

  return {
    element,
    container,
    style,
    dispose() {
      element.remove()
    },
  }
}
