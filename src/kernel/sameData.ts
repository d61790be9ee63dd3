/**
 * Deep equality of plain data (primitives, arrays, plain objects): what the host's state and account listeners
 * compare, so a listener runs only when a value it can see changed. mobx's comparer.structural does this too, but
 * it handles Maps, Sets and observables and costs the entry about half a KiB gzip.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) => Object.hasOwn(b, key) && sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}
