/** Columns of a directory row, in the wallets table's order. */
const COLUMNS = ['id', 'name', 'homepage', 'image_id', 'sort_order', 'rdns', 'chains', 'mobile_link', 'desktop_link',
  'webapp_link', 'app_store', 'play_store', 'chrome_store', 'badge_type'] as const

/**
 * A SQL common table expression `directory` that holds the wallets table scaled to `size` rows, for
 * fixture projects with a large directory (e.g. gangway-large-directory): the real rows first, then
 * synthetic ones derived from them in turn, synthesised by the database on each query (nothing is
 * seeded). Synthetic row k (1-based) copies real row ((k - 1) mod n) + 1 with the id
 * md5('gangway-large-directory-k') (32 hex, never a real 64-hex id), the name "<real name> k",
 * rank n + k, no rdns (so it never matches an installed wallet) and no badge. Deterministic.
 * `sizeParam` is the placeholder ($1, …) that carries the size. A directory already larger is served as is.
 */
export function scaledDirectoryCte(sizeParam: string): string {
  const synthetic = COLUMNS.map((column) => {
    switch (column) {
      case 'id':
        return `md5('gangway-large-directory-' || k)`
      case 'name':
        return `base.name || ' ' || k`
      case 'sort_order':
        return 'real_count.n + k'
      case 'rdns':
        return 'NULL::text'
      case 'badge_type':
        return `'none'::text`
      default:
        return `base.${column}`
    }
  })
  return `WITH real_count AS (SELECT count(*)::int AS n FROM wallets),
  directory AS (
    SELECT ${COLUMNS.join(', ')} FROM wallets
    UNION ALL
    SELECT ${synthetic.join(', ')}
    FROM real_count CROSS JOIN LATERAL generate_series(1, greatest(0, ${sizeParam}::int - real_count.n)) AS k
    JOIN wallets base ON base.sort_order = ((k - 1) % real_count.n) + 1
  )`
}
