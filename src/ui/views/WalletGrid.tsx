import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState, type FocusEvent } from 'react'
import type { AllWalletsEntry } from '../../kernel/allWalletsList'
import { useVirtualGrid, type VirtualGridLayout } from './useVirtualGrid'
import { renderedRows } from './virtualGrid'
import { WalletTile } from './WalletTile'

/** 4 tiles a row (360 px modal), 88 px tiles with an 8 px gap; 2 rows rendered beyond each edge. */
export const GRID_LAYOUT: VirtualGridLayout = { columns: 4, rowHeight: 96, overscanRows: 2, fallbackViewport: 440 }

interface WalletGridProps {
  readonly entries: readonly AllWalletsEntry[]
  readonly busy: boolean
  /** Scrolls back to the top when it changes (a new search term). */
  readonly resetKey: string
  /** The rendered item range changed: [start, end). */
  readonly onRange: (start: number, end: number) => void
}

/**
 * The virtualised AllWallets grid: only the rows in view (plus overscan) are in the DOM, absolutely placed
 * in a canvas as tall as the whole list, so the scrollbar is true. Tiles keep DOM order, so Tab walks them in
 * order (a tile focused in the overscan scrolls into view and the window follows); the focused tile's row
 * stays rendered when it scrolls out, so focus is never dropped.
 */
export const WalletGrid = observer(function WalletGrid({ entries, busy, resetKey, onRange }: WalletGridProps) {
  const scroller = useRef<HTMLDivElement>(null)
  const { grid, onScroll } = useVirtualGrid(scroller, entries.length, GRID_LAYOUT, resetKey)
  const [focused, setFocused] = useState<number | undefined>(undefined)
  const { columns, rowHeight } = GRID_LAYOUT

  useEffect(() => onRange(grid.startIndex, grid.endIndex), [grid.startIndex, grid.endIndex, entries, onRange])
  useEffect(() => setFocused(undefined), [resetKey])

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const index = Number((event.target as HTMLElement).dataset['index'])
    setFocused(Number.isInteger(index) ? index : undefined)
  }
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(undefined)
  }

  return (
    <div
      ref={scroller}
      className="gw-grid-scroller"
      data-testid="gw-all-wallets-grid"
      role="group"
      aria-label="Wallets"
      aria-busy={busy}
      onScroll={onScroll}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="gw-grid-canvas" style={{ height: grid.totalHeight }}>
        {renderedRows(grid, focused, columns).map((row) => (
          <div key={row} className="gw-grid-row" style={{ top: row * rowHeight }}>
            {entries.slice(row * columns, row * columns + columns).map((entry, column) => (
              <WalletTile key={entry.key} entry={entry} index={row * columns + column} />
            ))}
          </div>
        ))}
      </div>
    </div>
  )
})
