import { observer } from 'mobx-react-lite'
import { AUTH_CONNECTOR_ID } from '../../kernel/auth/authConnectorInfo'
import { resolveConnectMethodOrder } from '../../kernel/connectMethodOrder'
import { SAFE_CONNECTOR_ID } from '../../kernel/safeConnector'
import type { ConnectMethod } from '../../kernel/types'
import { useKit } from '../KitContext'
import { WALLET_ROWS_ENTRY, type WalletRowsPart } from './coreViews'
import { PluginSection } from './PluginSection'
import { WalletSection } from './WalletSection'

/**
 * The Connect view: e-mail, social and wallet sections in the §2 order (e-mail and social come from plugins),
 * then the sections of plugins' own connect methods, in the order the plugins were given, then the wallet guide.
 */
export const ConnectView = observer(function ConnectView() {
  const kit = useKit()
  // Connect limited to a namespace (open({ namespace }), SwitchActiveChain): e-mail and social login only where the
  // embedded wallet connects (§9: the auth connector's chains).
  const namespace = kit.connectNamespace
  const auth = kit.connectors.find(AUTH_CONNECTOR_ID)
  const embeddedHere = !namespace || auth?.namespace === namespace || auth?.namespaces?.includes(namespace)
  const sections = (method: string) => kit.plugins.connectSections(method).filter((plugin) => embeddedHere || !plugin.embeddedWallet)
  // The wallet guide comes with the wallet rows' chunk.
  const part = kit.lazy.get<WalletRowsPart>(WALLET_ROWS_ENTRY)
  const Guide = part?.Guide
  // In a Safe's frame the wallet section (the Safe first) leads, whatever the configured order.
  const safe = !!kit.connectors.find(SAFE_CONNECTOR_ID)
  const order = resolveConnectMethodOrder({
    configured: !safe && kit.options.explicitFeatures.has('connectMethodsOrder') ? kit.options.features.connectMethodsOrder : undefined,
    hasInstalledWallets: safe || kit.connectors.installed.length > 0,
    available: { email: sections('email').length > 0, social: sections('social').length > 0, wallet: kit.options.enableWallets },
  })
  const section = (method: ConnectMethod, index: number) => (
    <div key={method} className="gw-section" data-testid={`gw-connect-section-${method}`}>
      {index > 0 && <div className="gw-separator">or</div>}
      {method === 'wallet' ? <WalletSection /> : sections(method).map((plugin) => <PluginSection key={plugin.name} plugin={plugin} />)}
    </div>
  )
  const rest = [
    kit.plugins.extraConnectMethods.map((method) => (
      <div key={method} className="gw-section" data-testid={`gw-connect-section-${method}`}>
        {sections(method).map((plugin) => (
          <PluginSection key={plugin.name} plugin={plugin} />
        ))}
      </div>
    )),
    Guide && <Guide key="guide" />,
  ]
  // The wallet rows' chunk brings `gate`: the methods under the legal checkbox and collapsed-wallets options, else
  // the same elements as here. Until it is here, the methods behind a legal checkbox are inert.
  return (
    <div data-testid="gw-connect-sections" inert={!part && kit.options.features.legalCheckbox}>
      {part ? part.gate(kit, order, section, rest) : [order.map(section), rest]}
    </div>
  )
})
