/** Where the chart draws: the plot box inside the SVG, and the y axis' top value. */
export const CHART = { width: 640, height: 220, left: 44, right: 24, top: 12, bottom: 28 } as const

/** A round top for the y axis at or above `max` (1, 2, 5 × 10^n), so ticks are whole numbers. */
export function niceMax(max: number): number {
  if (max <= 1) return 1
  const power = 10 ** Math.floor(Math.log10(max))
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power
  return 10 * power
}

/** The SVG points of one series of counts (one per day) for a y axis up to `top`. */
export function seriesPoints(counts: readonly number[], top: number): string {
  const plotWidth = CHART.width - CHART.left - CHART.right
  const plotHeight = CHART.height - CHART.top - CHART.bottom
  const step = counts.length > 1 ? plotWidth / (counts.length - 1) : 0
  return counts.map((count, i) => `${(CHART.left + i * step).toFixed(1)},${(CHART.top + plotHeight - (count / top) * plotHeight).toFixed(1)}`).join(' ')
}

export const xOf = (index: number, length: number): number => CHART.left + (length > 1 ? ((CHART.width - CHART.left - CHART.right) / (length - 1)) * index : 0)
export const yOf = (value: number, top: number): number => CHART.top + (CHART.height - CHART.top - CHART.bottom) * (1 - value / top)

/** Distinct colours with enough contrast on white and on the dark card. */
export const SERIES_COLOURS = ['#4353ee', '#d9480f', '#2b8a3e', '#ae3ec9', '#0b7285', '#c2255c', '#5c940d', '#e67700'] as const
