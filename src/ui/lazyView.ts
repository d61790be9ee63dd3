import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

type ViewModule<P> = { default: ComponentType<P> }

export interface PreloadableView<P> {
  readonly Component: LazyExoticComponent<ComponentType<P>>
  /** Fetches the view's chunk ahead of time (on intent, on connect). */
  preload(): Promise<void>
}

/**
 * React.lazy for a view that can be fetched ahead of time. Once its module is here, it is handed to React
 * synchronously, so the view renders at once: no fallback frame and no Suspense reveal delay.
 */
export function lazyView<P>(factory: () => Promise<ViewModule<P>>): PreloadableView<P> {
  let loaded: ViewModule<P> | undefined
  let pending: Promise<ViewModule<P>> | undefined
  const load = (): Promise<ViewModule<P>> => {
    pending ??= factory().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined
        throw error
      },
    )
    return pending
  }
  const synchronous = (module: ViewModule<P>) => ({ then: (resolve: (value: ViewModule<P>) => void) => resolve(module) }) as unknown as Promise<ViewModule<P>>
  const Component = lazy(() => (loaded ? synchronous(loaded) : load()))
  return { Component, preload: () => load().then(() => undefined) }
}
