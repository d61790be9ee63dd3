import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useKit } from '../KitContext'
import { NftsTab } from './NftsTab'
import { PluginView } from './PluginView'
import { TokensTab } from './TokensTab'

const TABS = ['Tokens', 'NFTs', 'Activity'] as const
type Tab = (typeof TABS)[number]

/** The Activity tab shows the activity plugin's view when the plugin is installed and on. */
const ActivityTab = observer(function ActivityTab() {
  const kit = useKit()
  const owner = kit.plugins.ownerOf('Activity')
  const enabled = owner !== undefined && kit.plugins.isEnabled(owner)
  useEffect(() => {
    if (owner && enabled) void kit.plugins.load(owner.name).catch((error: unknown) => console.error(error))
  }, [kit, owner, enabled])
  if (!enabled) return <p className="gw-muted">Activity is not enabled in this app.</p>
  return <PluginView view="Activity" args={undefined} />
})

/** §2: the Account view's Tokens, NFTs and Activity tabs (arrow keys move between them). */
export const AccountTabs = observer(function AccountTabs() {
  const [tab, setTab] = useState<Tab>('Tokens')
  const buttons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({})
  // The tabs pattern: arrows move and wrap, Home and End go to the first and the last.
  const move = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab)
    const targets: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 }
    const target = targets[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = TABS[(target + TABS.length) % TABS.length] ?? 'Tokens'
    setTab(next)
    buttons.current[next]?.focus()
  }
  return (
    <div className="gw-tabs-block">
      <div className="gw-tabs" role="tablist" aria-label="Account" onKeyDown={move}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              buttons.current[name] = element
            }}
            type="button"
            role="tab"
            id={`gw-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={tab === name ? `gw-tabpanel-${name}` : undefined}
            tabIndex={tab === name ? 0 : -1}
            className="gw-tab"
            data-testid={`gw-account-tab-${name.toLowerCase()}`}
            onClick={() => setTab(name)}
          >
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel" tabIndex={0} id={`gw-tabpanel-${tab}`} aria-labelledby={`gw-tab-${tab}`} className="gw-tabpanel" data-testid={`gw-account-panel-${tab.toLowerCase()}`}>
        {tab === 'Tokens' && <TokensTab />}
        {tab === 'NFTs' && <NftsTab />}
        {tab === 'Activity' && <ActivityTab />}
      </div>
    </div>
  )
})
