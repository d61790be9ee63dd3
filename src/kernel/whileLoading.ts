import type { ModalStore } from './stores/ModalStore'

export type LoadingFlag = Pick<ModalStore, 'setLoading'>

const inFlight = new WeakMap<LoadingFlag, number>()

/**
 * §4: the modal's `loading` is true while `work` (a connection or a request) is in flight, and while any other
 * work given here is: it turns false when the last one settles. Resolves or rejects as `work` does.
 */
export function whileLoading<T>(modal: LoadingFlag, work: Promise<T>): Promise<T> {
  inFlight.set(modal, (inFlight.get(modal) ?? 0) + 1)
  modal.setLoading(true)
  return work.finally(() => {
    const left = (inFlight.get(modal) ?? 1) - 1
    inFlight.set(modal, left)
    if (left === 0) modal.setLoading(false)
  })
}
