/**
 * Runs `run` in a task after the next frame is painted: work an open starts (a plugin's chunk, a plugin's first
 * reads) must not delay the frame that shows the modal, and a plain `setTimeout(0)` still runs before that frame.
 * Returns the cancel.
 */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => (timer = setTimeout(run, 0)))
  return () => {
    cancelAnimationFrame(frame)
    if (timer !== undefined) clearTimeout(timer)
  }
}
