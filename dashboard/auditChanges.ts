/** One changed value of an audit entry: its path, and its value before and after (undefined: absent). */
export interface AuditChange {
  path: string
  before: unknown
  after: unknown
}

function flatten(value: unknown, prefix: string, into: Map<string, unknown>): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix === '' ? key : `${prefix}.${key}`, into)
    return
  }
  into.set(prefix, value)
}

/** What an entry changed, path by path (`features.swaps`, `rollouts.email`); arrays compare whole. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const left = new Map<string, unknown>()
  const right = new Map<string, unknown>()
  flatten(before ?? {}, '', left)
  flatten(after ?? {}, '', right)
  const paths = [...new Set([...left.keys(), ...right.keys()])]
  return paths
    .filter((path) => JSON.stringify(left.get(path)) !== JSON.stringify(right.get(path)))
    .map((path) => ({ path, before: left.get(path), after: right.get(path) }))
}
