import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { useStyles } from './styleHost'
import { TABS_CSS } from './tabsStyles'

export interface Tab {
  readonly id: string
  readonly label: string
}

export interface TabsProps {
  /** Names the tab list for screen readers. */
  readonly label: string
  readonly tabs: readonly Tab[]
  readonly selected: string
  onSelect(id: string): void
  /** The selected tab's panel. */
  readonly children: ReactNode
  /** data-testid prefix: `${testId}-tab-<id>` and `${testId}-panel-<id>`. */
  readonly testId?: string
}

/** The tabs pattern: one tab stop, arrow keys move and wrap, Home and End go to the first and the last. */
export function Tabs({ label, tabs, selected, onSelect, children, testId }: TabsProps) {
  useStyles('tabs', TABS_CSS)
  const base = useId()
  const buttons = useRef<Partial<Record<string, HTMLButtonElement | null>>>({})
  const move = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected)
    const targets: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }
    const target = targets[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = tabs[(target + tabs.length) % tabs.length]
    if (!next) return
    onSelect(next.id)
    buttons.current[next.id]?.focus()
  }
  return (
    <div className="gw-tabs-block">
      <div className="gw-tabs" role="tablist" aria-label={label} onKeyDown={move}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[tab.id] = element
            }}
            type="button"
            role="tab"
            id={`${base}tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={tab.id === selected ? `${base}panel-${tab.id}` : undefined}
            tabIndex={tab.id === selected ? 0 : -1}
            className="gw-tab"
            data-testid={testId && `${testId}-tab-${tab.id}`}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" tabIndex={0} id={`${base}panel-${selected}`} aria-labelledby={`${base}tab-${selected}`} className="gw-tabpanel" data-testid={testId && `${testId}-panel-${selected}`}>
        {children}
      </div>
    </div>
  )
}
