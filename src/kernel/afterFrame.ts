/**
 * Runs `run` once, in a task after the next frame, or after 100 ms where no frame comes (a hidden page, a server):
 * work started by the same click that opens the modal then waits until the modal has painted (a plain
 * `setTimeout(0)` still runs before that frame). Returns the cancel.
 */
export function afterFrame(run: () => void): () => void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    run()
  }
  let inner: ReturnType<typeof setTimeout> | undefined
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => (inner = setTimeout(once, 0))) : undefined
  const fallback = setTimeout(once, 100)
  return () => {
    done = true
    if (frame !== undefined) cancelAnimationFrame(frame)
    clearTimeout(inner)
    clearTimeout(fallback)
  }
}
