/** What one mounted modal has scheduled ahead of need (idle preloads, warm-ups): cancelled when it unmounts. */
export interface PreloadSchedule {
  readonly active: boolean
  add(cancel: () => void): void
}

export function createPreloadSchedule(): PreloadSchedule & { cancel(): void } {
  const cancels: (() => void)[] = []
  let active = true
  return {
    get active() {
      return active
    },
    add: (cancel) => void cancels.push(cancel),
    cancel() {
      active = false
      for (const cancel of cancels.splice(0)) cancel()
    },
  }
}
