import { describe, expect, it } from 'vitest'
import { gridWindow, renderedRows } from './virtualGrid'

const base = { columns: 4, rowHeight: 96, viewportHeight: 440, overscanRows: 2 }

describe('virtual grid window', () => {
  it('5,000 items: the full height, and only the rows in view plus overscan', () => {
    const top = gridWindow({ ...base, itemCount: 5000, scrollTop: 0 })
    expect(top.rowCount).toBe(1250)
    expect(top.totalHeight).toBe(1250 * 96)
    // 440 px shows rows 0–4 (5 rows); 2 rows of overscan below.
    expect([top.firstRow, top.lastRow]).toEqual([0, 7])
    expect([top.startIndex, top.endIndex]).toEqual([0, 28])
  })

  it('in the middle, overscan on both sides', () => {
    const middle = gridWindow({ ...base, itemCount: 5000, scrollTop: 96 * 100 + 10 })
    expect([middle.firstRow, middle.lastRow]).toEqual([98, 107])
    expect([middle.startIndex, middle.endIndex]).toEqual([392, 428])
  })

  it('at the end the last row is rendered and the last item included; scrollTop past the end is clamped', () => {
    const end = gridWindow({ ...base, itemCount: 4998, scrollTop: 10_000_000 })
    expect(end.lastRow).toBe(1250)
    expect(end.endIndex).toBe(4998)
    expect(end.lastRow - end.firstRow).toBeLessThanOrEqual(8)
  })

  it('never renders more than about a viewport and overscan, whatever the size', () => {
    for (const itemCount of [0, 1, 7, 40, 5000, 100_000]) {
      for (const scrollTop of [0, 500, 96 * 600, 1e9]) {
        const window = gridWindow({ ...base, itemCount, scrollTop })
        expect(window.endIndex - window.startIndex).toBeLessThanOrEqual(4 * 10)
        expect(window.endIndex).toBeLessThanOrEqual(itemCount)
      }
    }
  })

  it('a short list, or no layout yet, still renders its first rows', () => {
    expect(gridWindow({ ...base, itemCount: 6, scrollTop: 0 })).toMatchObject({ rowCount: 2, firstRow: 0, lastRow: 2, endIndex: 6 })
    expect(gridWindow({ ...base, viewportHeight: 0, itemCount: 100, scrollTop: 0 })).toMatchObject({ firstRow: 0, lastRow: 3 })
  })

  it('keeps the focused item’s row rendered when it scrolls out, in DOM order', () => {
    const window = gridWindow({ ...base, itemCount: 5000, scrollTop: 96 * 100 })
    expect(renderedRows(window, undefined, 4)).toEqual([98, 99, 100, 101, 102, 103, 104, 105, 106])
    expect(renderedRows(window, 5, 4)).toEqual([1, 98, 99, 100, 101, 102, 103, 104, 105, 106])
    expect(renderedRows(window, 4999, 4).at(-1)).toBe(1249)
    expect(renderedRows(window, 400, 4)).toHaveLength(9)
  })
})
