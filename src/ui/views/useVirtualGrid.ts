import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { gridWindow, sameWindow, type GridWindow } from './virtualGrid'

export interface VirtualGridLayout {
  readonly columns: number
  readonly rowHeight: number
  readonly overscanRows: number
  /** Viewport height to assume when the scroller has no layout yet (tests, first paint). */
  readonly fallbackViewport: number
}

/**
 * Follows the scroller's scroll position and height and returns the grid window. React re-renders only
 * when the window's rows change, not on every scroll event. `resetKey` changing scrolls back to the top.
 */
export function useVirtualGrid(
  scroller: RefObject<HTMLElement | null>,
  itemCount: number,
  layout: VirtualGridLayout,
  resetKey: string,
): { grid: GridWindow; onScroll: () => void } {
  const measure = useCallback((): GridWindow => {
    const element = scroller.current
    const viewportHeight = element && element.clientHeight > 0 ? element.clientHeight : layout.fallbackViewport
    return gridWindow({ itemCount, columns: layout.columns, rowHeight: layout.rowHeight, overscanRows: layout.overscanRows, scrollTop: element?.scrollTop ?? 0, viewportHeight })
  }, [scroller, itemCount, layout])
  const [grid, setGrid] = useState<GridWindow>(measure)
  const latest = useRef(grid)
  latest.current = grid

  const update = useCallback(() => {
    const next = measure()
    if (!sameWindow(next, latest.current)) setGrid(next)
  }, [measure])

  // Item count or layout changed: recompute before paint.
  useLayoutEffect(update, [update])

  const lastKey = useRef(resetKey)
  useLayoutEffect(() => {
    if (lastKey.current === resetKey) return
    lastKey.current = resetKey
    if (scroller.current) scroller.current.scrollTop = 0
    update()
  }, [resetKey, scroller, update])

  useEffect(() => {
    const element = scroller.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => update())
    observer.observe(element)
    return () => observer.disconnect()
  }, [scroller, update])

  return { grid, onScroll: update }
}
