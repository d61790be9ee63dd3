/**
 * A console warning that a page cannot flood: at most `max` per window; what is dropped is counted and told
 * with the next warning that gets through (a forged-message fuzz of thousands stays a handful of lines).
 */
export function limitedWarning(warn: (message: string) => void, { max = 5, windowMs = 60_000, now = Date.now } = {}): (message: string) => void {
  let windowStart = -Infinity
  let shown = 0
  let dropped = 0
  return (message) => {
    const time = now()
    if (time - windowStart >= windowMs) {
      windowStart = time
      shown = 0
    }
    if (shown >= max) {
      dropped++
      return
    }
    shown++
    warn(dropped > 0 ? `${message} (and ${dropped} more like it not shown)` : message)
    dropped = 0
  }
}
