import { useSyncExternalStore } from 'react'

/** RainbowKit's responsive prop: one value, or one per screen size (large from 768 px wide). */
export type ResponsiveValue<T> = T | { readonly smallScreen: T; readonly largeScreen?: T }

const LARGE_SCREEN = '(min-width: 768px)'

const isSplit = <T,>(value: ResponsiveValue<T>): value is { readonly smallScreen: T; readonly largeScreen?: T } =>
  typeof value === 'object' && value !== null && 'smallScreen' in value

/** The value for the screen size now (the large one on a server and before mount). */
export function useResponsiveValue<T>(value: ResponsiveValue<T>): T {
  const large = useSyncExternalStore(subscribeToScreen, isLargeScreen, () => true)
  if (!isSplit(value)) return value
  return large ? (value.largeScreen ?? value.smallScreen) : value.smallScreen
}

function isLargeScreen(): boolean {
  return typeof matchMedia !== 'function' || matchMedia(LARGE_SCREEN).matches
}

function subscribeToScreen(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {}
  const query = matchMedia(LARGE_SCREEN)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
