import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { accountTabsOf, servesNamespace } from '../../kernel/plugins/pluginExtensions'
import type { PluginAccountTab, PluginDescriptor } from '../../kernel/plugins/types'
import { useKit } from '../KitContext'
import { Tabs } from '../components/Tabs'
import { NftsTab } from './NftsTab'
import { PluginView } from './PluginView'
import { TokensTab } from './TokensTab'

/**
 * §2: every Account view has three tabs, Tokens, NFTs and Activity. The activity plugin's 'activity' tab fills
 * the third; without it (not installed, or its flag off) the tab says so. Other plugins' tabs come after.
 */
const CORE_TABS = [
  { id: 'tokens', label: 'Tokens' },
  { id: 'nfts', label: 'NFTs' },
  { id: 'activity', label: 'Activity' },
] as const

const isCoreTab = (id: string) => CORE_TABS.some((tab) => tab.id === id)

/** The kit reads NFTs (ERC-721) on EVM networks only. */
const NFTS_TAB = { namespaces: ['eip155'] } as const

/** A tab whose data this network's accounts do not have (activity and NFTs on Solana, §9). */
const NotOnThisNetwork = observer(function NotOnThisNetwork({ label }: { readonly label: string }) {
  const kit = useKit()
  return (
    <p className="gw-muted" data-testid="gw-tab-not-available">
      {label}: not available on {kit.networks.active?.name ?? 'this network'}.
    </p>
  )
})

/** A plugin's tab: its chunk loads when the tab is first shown. */
const PluginTab = observer(function PluginTab({ plugin, tab }: { readonly plugin: PluginDescriptor; readonly tab: PluginAccountTab }) {
  const kit = useKit()
  useEffect(() => {
    kit.plugins.load(plugin.name).catch((error: unknown) => console.error(error))
  }, [kit, plugin])
  return <PluginView plugin={plugin} part={{ tab: tab.id }} args={undefined} />
})

/** §2: the Account view's tabs: Tokens, NFTs, Activity, then each enabled plugin's (arrow keys move between them). */
export const AccountTabs = observer(function AccountTabs() {
  const kit = useKit()
  const [selected, setSelected] = useState<string>('tokens')
  const pluginTabs = accountTabsOf(kit.plugins.enabled)
  const tabs = [...CORE_TABS, ...pluginTabs.filter(({ tab }) => !isCoreTab(tab.id)).map(({ tab }) => tab)]
  // A tab whose plugin was turned off since (the remote config) falls back to Tokens.
  const current = tabs.some((tab) => tab.id === selected) ? selected : 'tokens'
  const pluginTab = pluginTabs.find((entry) => entry.tab.id === current)
  const namespace = kit.account.namespace
  return (
    <Tabs label="Account" tabs={tabs} selected={current} onSelect={setSelected} testId="gw-account">
      {current === 'tokens' ? (
        <TokensTab />
      ) : current === 'nfts' ? (
        servesNamespace(NFTS_TAB, namespace) ? <NftsTab /> : <NotOnThisNetwork label="NFTs" />
      ) : pluginTab ? (
        servesNamespace(pluginTab.tab, namespace) ? <PluginTab {...pluginTab} /> : <NotOnThisNetwork label={pluginTab.tab.label} />
      ) : (
        <p className="gw-muted" data-testid="gw-activity-off">
          Activity is not enabled in this app.
        </p>
      )}
    </Tabs>
  )
})
