/** Runs `run` when the browser is idle (at the latest after 2 s), or soon where requestIdleCallback is missing; returns the cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 2000 })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(run, 300)
  return () => clearTimeout(timer)
}
