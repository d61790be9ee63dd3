import { describe, expect, it } from 'vitest'
import { CHART, niceMax, seriesPoints } from './chartGeometry'

describe('chart geometry', () => {
  it('rounds the y axis up to 1, 2 or 5 × 10ⁿ', () => {
    expect([0, 1, 3, 7, 12, 180, 501].map(niceMax)).toEqual([1, 1, 5, 10, 20, 200, 1000])
  })

  it('puts the first day on the left edge at the bottom and the top value at the top', () => {
    const points = seriesPoints([0, 10], 10).split(' ')
    expect(points[0]).toBe(`${CHART.left.toFixed(1)},${(CHART.height - CHART.bottom).toFixed(1)}`)
    expect(points[1]).toBe(`${(CHART.width - CHART.right).toFixed(1)},${CHART.top.toFixed(1)}`)
  })
})
