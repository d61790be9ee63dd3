import { nameInZone, nameRuleBroken, type NameSuggestion } from '../../../src/protocol/names'
import type { Db } from '../../db/Db'

/** At most this many suggestions: the name itself and four free names like it (AppKit's service answers five). */
export const SUGGESTION_COUNT = 5

/** Names like `label`, most natural first; those that break the §5 rules (too long) are dropped. */
export function nameVariants(label: string): string[] {
  const base = label.toLowerCase()
  const variants = [`${base}1`, `${base}-id`, `my-${base}`, `${base}2`, `${base}-web3`, `the-${base}`, `${base}3`, `${base}-hq`]
  for (let n = 4; n <= 99; n++) variants.push(`${base}${n}`)
  return variants.filter((variant) => variant !== base && nameRuleBroken(variant) === undefined)
}

/**
 * GET /v1/profile/suggestions/{label}: the label in the zone first, registered or not, then the first free
 * variants, full names (`alice.gangway.id`). The label is checked by the caller.
 */
export async function suggestNames(db: Db, label: string): Promise<NameSuggestion[]> {
  const candidates = [nameInZone(label), ...nameVariants(label).map(nameInZone)]
  const { rows } = await db.query<{ name: string }>('SELECT lower(name) AS name FROM names WHERE lower(name) = ANY($1)', [candidates])
  const taken = new Set(rows.map((row) => row.name))
  const [exact, ...others] = candidates
  const free = others.filter((name) => !taken.has(name)).slice(0, SUGGESTION_COUNT - 1)
  return [{ name: exact!, registered: taken.has(exact!) }, ...free.map((name) => ({ name, registered: false }))]
}
