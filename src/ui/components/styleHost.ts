import { createContext, useContext, useInsertionEffect } from 'react'

/** Where the design system's components put their CSS: the modal's shadow root, once per stylesheet. */
export interface StyleHost {
  adopt(id: string, css: string): void
}

export const StyleHostContext = createContext<StyleHost | undefined>(undefined)

/** A style host on a shadow root (or document head): each stylesheet is added once, as a <style data-gw-style>. */
export function createStyleHost(root: ShadowRoot | HTMLElement): StyleHost {
  const adopted = new Set<string>()
  return {
    adopt(id, css) {
      if (adopted.has(id)) return
      adopted.add(id)
      const style = document.createElement('style')
      style.dataset.gwStyle = id
      style.textContent = css
      root.append(style)
    },
  }
}

/** Adds a component's CSS to the modal before it paints (a no-op outside a style host, as in unit tests). */
export function useStyles(id: string, css: string): void {
  const host = useContext(StyleHostContext)
  useInsertionEffect(() => host?.adopt(id, css), [host, id, css])
}
