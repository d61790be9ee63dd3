import { reaction } from 'mobx'
import type { ThemeStore } from '../kernel/stores/ThemeStore'
import { themeStyle } from './themeStyle'

/** Keeps the modal's host element's data-theme and theme properties in step with the theme store; returns the stop. */
export function syncHostTheme(element: HTMLElement, theme: ThemeStore): () => void {
  return reaction(
    () => ({ mode: theme.mode, style: themeStyle(theme.mode, theme.variables) }),
    ({ mode, style: properties }) => {
      element.setAttribute('data-theme', mode)
      for (const [name, value] of Object.entries(properties)) element.style.setProperty(name, value)
    },
    { fireImmediately: true },
  )
}
