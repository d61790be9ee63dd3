/**
 * Runs `run` once, in a task after the next frame, or after 100 ms where no frame comes (a hidden page, a server):
 * work started by the same click that opens the modal then waits until the modal has painted.
 */
export function afterFrame(run: () => void): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    run()
  }
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0))
  setTimeout(once, 100)
}
