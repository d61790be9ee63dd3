import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { accountTabsOf } from '../../kernel/plugins/pluginExtensions'
import type { PluginAccountTab, PluginDescriptor } from '../../kernel/plugins/types'
import { useKit } from '../KitContext'
import { Tabs } from '../components/Tabs'
import { NftsTab } from './NftsTab'
import { PluginView } from './PluginView'
import { TokensTab } from './TokensTab'

/** The tabs every Account view has; plugins add theirs after them (§2: the activity plugin's Activity). */
const CORE_TABS = [
  { id: 'tokens', label: 'Tokens' },
  { id: 'nfts', label: 'NFTs' },
] as const

/** A plugin's tab: its chunk loads when the tab is first shown. */
const PluginTab = observer(function PluginTab({ plugin, tab }: { readonly plugin: PluginDescriptor; readonly tab: PluginAccountTab }) {
  const kit = useKit()
  useEffect(() => {
    kit.plugins.load(plugin.name).catch((error: unknown) => console.error(error))
  }, [kit, plugin])
  return <PluginView plugin={plugin} part={{ tab: tab.id }} args={undefined} />
})

/** §2: the Account view's tabs: Tokens, NFTs, then each enabled plugin's (arrow keys move between them). */
export const AccountTabs = observer(function AccountTabs() {
  const kit = useKit()
  const [selected, setSelected] = useState<string>('tokens')
  const pluginTabs = accountTabsOf(kit.plugins.enabled)
  const tabs = [...CORE_TABS, ...pluginTabs.map(({ tab }) => tab)]
  // A tab whose plugin was turned off since (the remote config) falls back to Tokens.
  const current = tabs.some((tab) => tab.id === selected) ? selected : 'tokens'
  const pluginTab = pluginTabs.find((entry) => entry.tab.id === current)
  return (
    <Tabs label="Account" tabs={tabs} selected={current} onSelect={setSelected} testId="gw-account">
      {current === 'tokens' ? <TokensTab /> : current === 'nfts' ? <NftsTab /> : pluginTab ? <PluginTab {...pluginTab} /> : null}
    </Tabs>
  )
})
