// Shared by the bench measures: how times are summarised and printed.

export const ms = (value) => `${value.toFixed(1)} ms`

/** The q-quantile of an ascending list (nearest rank). */
export const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]

/** Median, p90, min and max of `times`, printed on one line and returned. */
export function summarize(times) {
  const sorted = [...times].sort((a, b) => a - b)
  const result = { median: quantile(sorted, 0.5), p90: quantile(sorted, 0.9), min: sorted[0], max: sorted.at(-1) }
  console.log(`median ${ms(result.median)}, p90 ${ms(result.p90)}, min ${ms(result.min)}, max ${ms(result.max)}`)
  return result
}
