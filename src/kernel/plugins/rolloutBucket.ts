/**
 * A visitor's bucket for a feature's rollout, 0–99: the same visitor id and feature always give the same bucket, and
 * across ids the buckets are uniform, so a share of n% is on for the visitors whose bucket is below n. FNV-1a over
 * `<visitor>:<feature>`, then murmur3's finaliser so the low digits are as mixed as the high ones.
 */
export function rolloutBucket(visitorId: string, feature: string): number {
  let hash = 0x811c9dc5
  const text = `${visitorId}:${feature}`
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  hash ^= hash >>> 16
  hash = Math.imul(hash, 0x85ebca6b)
  hash ^= hash >>> 13
  hash = Math.imul(hash, 0xc2b2ae35)
  hash ^= hash >>> 16
  return (hash >>> 0) % 100
}
