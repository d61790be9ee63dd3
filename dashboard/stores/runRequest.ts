import { runInAction } from 'mobx'
import { fieldError, type FieldError } from './fieldError'

/** A store's request: busy while it runs, the last error cleared first; a failure is kept as a FieldError, never thrown. */
export async function runRequest(store: { busy: boolean; error: FieldError | null }, task: () => Promise<void>): Promise<void> {
  runInAction(() => {
    store.busy = true
    store.error = null
  })
  try {
    await task()
  } catch (error) {
    runInAction(() => (store.error = fieldError(error)))
  } finally {
    runInAction(() => (store.busy = false))
  }
}
