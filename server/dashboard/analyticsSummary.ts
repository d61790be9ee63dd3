import type { Db } from '../db/Db'

export interface AnalyticsSummary {
  /** The days shown, oldest first (UTC, YYYY-MM-DD), `days` of them ending today. */
  days: string[]
  /** Per event name, a count per day (aligned with `days`). */
  series: { event: string; counts: number[] }[]
  /** The newest error events. */
  errors: { at: string; event: string; errorType: string | null; message: string | null; url: string }[]
}

const isoDay = (date: Date): string => date.toISOString().slice(0, 10)

/**
 * What the dashboard's analytics card draws: counts of the POST /e events per event name per UTC day over the last
 * `days` days (the 8 most frequent names), and the 20 newest errors (an event with an errorType, or whose
 * type or name says error).
 */
export async function analyticsSummary(db: Db, projectId: string, options: { days?: number; now?: Date } = {}): Promise<AnalyticsSummary> {
  const dayCount = options.days ?? 14
  const now = options.now ?? new Date()
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (dayCount - 1)))
  const days = Array.from({ length: dayCount }, (_, i) => isoDay(new Date(first.getTime() + i * 86_400_000)))
  const { rows } = await db.query<{ day: string; event: string; count: string }>(
    `SELECT to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, payload->'props'->>'event' AS event, count(*)::text AS count
     FROM analytics_events WHERE project_id = $1 AND received_at >= $2 GROUP BY 1, 2`,
    [projectId, first.toISOString()],
  )
  const byEvent = new Map<string, number[]>()
  for (const row of rows) {
    const counts = byEvent.get(row.event) ?? new Array<number>(dayCount).fill(0)
    const index = days.indexOf(row.day)
    if (index >= 0) counts[index] = (counts[index] ?? 0) + Number(row.count)
    byEvent.set(row.event, counts)
  }
  const total = (counts: number[]) => counts.reduce((sum, count) => sum + count, 0)
  const series = [...byEvent]
    .map(([event, counts]) => ({ event, counts }))
    .sort((a, b) => total(b.counts) - total(a.counts) || a.event.localeCompare(b.event))
    .slice(0, 8)
  const errors = await db.query<{ received_at: Date; event: string; error_type: string | null; message: string | null; url: string }>(
    `SELECT received_at, payload->'props'->>'event' AS event, payload->'props'->>'errorType' AS error_type,
       payload->'props'->>'errorMessage' AS message, payload->>'url' AS url
     FROM analytics_events WHERE project_id = $1 AND (payload->'props' ? 'errorType' OR payload->'props'->>'type' ILIKE '%error%' OR payload->'props'->>'event' ILIKE '%error%')
     ORDER BY received_at DESC, id DESC LIMIT 20`,
    [projectId],
  )
  return {
    days,
    series,
    errors: errors.rows.map((row) => ({ at: new Date(row.received_at).toISOString(), event: row.event, errorType: row.error_type, message: row.message, url: row.url })),
  }
}
