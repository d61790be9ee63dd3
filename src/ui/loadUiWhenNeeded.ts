/** What loadUiWhenNeeded needs of the kit: its trigger for deferred code (KitRoot.whenNeeded). */
export interface NeedSource {
  whenNeeded(run: () => void): () => void
}

/**
 * Runs `load` (the modal's UI chunk: shell, Connect and React's rendering of them) once the kit needs it: at the
 * first intent or open, else once the page has loaded and is idle. Nothing of the modal is fetched while the page
 * itself loads. Resolves (or rejects) with `load`.
 */
export function loadUiWhenNeeded(source: NeedSource, load: () => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    source.whenNeeded(() => void load().then(resolve, reject))
  })
}
