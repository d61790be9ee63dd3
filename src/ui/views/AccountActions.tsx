import { observer } from 'mobx-react-lite'
import { pluginAccountOf } from '../../kernel/plugins/pluginAccount'
import { accountActionsOf, profileNameOf } from '../../kernel/plugins/pluginExtensions'
import { pluginEntry } from '../../kernel/plugins/PluginRegistry'
import { useKit } from '../KitContext'
import { useSlice } from '../hooks/useSlice'
import { ChevronIcon, TagIcon } from '../components/accountIcons'

/** The Account view's rows the enabled plugins add (their `accountAction`), each shown while its `when` holds. */
export const AccountActions = observer(function AccountActions() {
  const kit = useKit()
  const identity = useSlice('identity')
  const account = pluginAccountOf(kit.account)
  if (!account) return null
  const actions = accountActionsOf(kit.plugins.enabled, { account, network: kit.networks.active, profileName: profileNameOf(identity) })
  return actions.map(({ plugin, action }) => (
    <button
      key={`${plugin.name}:${action.id}`}
      type="button"
      className="gw-row"
      data-testid={`gw-account-action-${action.id}`}
      onMouseEnter={() => kit.lazy.preload(pluginEntry(plugin.name))}
      onFocus={() => kit.lazy.preload(pluginEntry(plugin.name))}
      onClick={() => kit.router.push(action.view)}
    >
      <span className="gw-row-icon">
        <TagIcon size={18} />
      </span>
      <span className="gw-row-label">{action.label}</span>
      <ChevronIcon />
    </button>
  ))
})
