import { reaction } from 'mobx'
import type { BaseError } from './errors/BaseError'
import { TimeoutError } from './errors/timeout'

// mobx's `when`, built on `reaction`: importing `when` anywhere (lazy chunks included) puts it and `autorun` in
// the chunk the initial entry shares with them, since bundlers split mobx's single file as a whole.

/** Runs `effect` once, as soon as `predicate` holds (at once if it already does); returns a disposer. */
export function onceTrue(predicate: () => boolean, effect: () => void): () => void {
  return reaction(
    predicate,
    (holds, _previous, self) => {
      if (!holds) return
      self.dispose()
      effect()
    },
    { fireImmediately: true },
  )
}

/** Resolves once `predicate` holds; with a timeout, stops watching and rejects with a TimeoutError about `what()` after `ms`. */
export function untilTrue(predicate: () => boolean, timeout?: { ms: number; what: () => BaseError }): Promise<void> {
  return new Promise((resolve, reject) => {
    if (timeout === undefined) {
      onceTrue(predicate, resolve)
      return
    }
    // Fires only after onceTrue has returned, so `stop` is set by then.
    const timer = setTimeout(() => {
      stop()
      reject(new TimeoutError(timeout.what()))
    }, timeout.ms)
    const stop = onceTrue(predicate, () => {
      clearTimeout(timer)
      resolve()
    })
  })
}
