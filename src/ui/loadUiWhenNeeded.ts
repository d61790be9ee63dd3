import { whenIdle } from './whenIdle'

/** What loadUiWhenNeeded needs of the kit: a way to be told of the first intent or open. */
export interface UiRequestSource {
  onUiRequest(start: () => void): void
}

/**
 * Runs `load` (the modal's UI chunk: shell, Connect and React's rendering of them) once: when the page has loaded
 * and is idle, or earlier on the first intent or open. Nothing of the modal is fetched while the page itself loads.
 * Resolves (or rejects) with `load`.
 */
export function loadUiWhenNeeded(source: UiRequestSource, load: () => Promise<void>, target: Window = window): Promise<void> {
  return new Promise((resolve, reject) => {
    let started = false
    let cancelWait = () => {}
    const start = () => {
      if (started) return
      started = true
      cancelWait()
      load().then(resolve, reject)
    }
    source.onUiRequest(start)
    if (started) return
    if (target.document.readyState === 'complete') {
      cancelWait = whenIdle(start)
      return
    }
    const onLoad = () => {
      cancelWait = whenIdle(start)
    }
    target.addEventListener('load', onLoad, { once: true })
    cancelWait = () => target.removeEventListener('load', onLoad)
  })
}
