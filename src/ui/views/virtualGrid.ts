/** Window math of the virtualised AllWallets grid: fixed row height, a few rows of overscan. No DOM here. */

export interface GridWindowInput {
  readonly itemCount: number
  readonly columns: number
  /** Row pitch in px: tile height plus the gap below it. */
  readonly rowHeight: number
  readonly scrollTop: number
  readonly viewportHeight: number
  /** Rows rendered beyond each edge of the viewport. */
  readonly overscanRows: number
}

export interface GridWindow {
  readonly rowCount: number
  /** Height of the whole list, so the scrollbar is true. */
  readonly totalHeight: number
  /** First rendered row, and one past the last. */
  readonly firstRow: number
  readonly lastRow: number
  /** First rendered item, and one past the last. */
  readonly startIndex: number
  readonly endIndex: number
}

export function gridWindow(input: GridWindowInput): GridWindow {
  const { itemCount, columns, rowHeight, viewportHeight, overscanRows } = input
  const rowCount = Math.ceil(Math.max(0, itemCount) / columns)
  const totalHeight = rowCount * rowHeight
  const scrollTop = Math.min(Math.max(0, input.scrollTop), Math.max(0, totalHeight - viewportHeight))
  const firstVisible = Math.floor(scrollTop / rowHeight)
  const lastVisible = Math.ceil((scrollTop + Math.max(0, viewportHeight)) / rowHeight)
  const firstRow = Math.max(0, firstVisible - overscanRows)
  const lastRow = Math.min(rowCount, Math.max(lastVisible, firstVisible + 1) + overscanRows)
  return {
    rowCount,
    totalHeight,
    firstRow,
    lastRow,
    startIndex: firstRow * columns,
    endIndex: Math.min(itemCount, lastRow * columns),
  }
}

/**
 * The rows to put in the DOM, ascending: the window's, plus the row of the focused item when it has
 * scrolled out, so the focused tile stays in the document and keeps focus.
 */
export function renderedRows(window: GridWindow, focusedIndex: number | undefined, columns: number): number[] {
  const rows: number[] = []
  for (let row = window.firstRow; row < window.lastRow; row++) rows.push(row)
  if (focusedIndex === undefined) return rows
  const focusedRow = Math.floor(focusedIndex / columns)
  if (focusedRow >= window.rowCount || rows.includes(focusedRow)) return rows
  return focusedRow < window.firstRow ? [focusedRow, ...rows] : [...rows, focusedRow]
}

export const sameWindow = (a: GridWindow, b: GridWindow): boolean =>
  a.firstRow === b.firstRow && a.lastRow === b.lastRow && a.rowCount === b.rowCount && a.endIndex === b.endIndex
