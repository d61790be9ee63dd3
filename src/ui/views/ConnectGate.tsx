import { observer } from 'mobx-react-lite'
import { useEffect, useRef, type ReactNode } from 'react'
import { isHttpUrl } from '../../kernel/caip'
import type { ResolvedOptions } from '../../kernel/options'
import type { ConnectMethod } from '../../kernel/types'
import { useKit } from '../KitContext'
import { GridIcon } from '../components/icons'
import { useStyles } from '../components/styleHost'
import { connectGateStore } from './ConnectGateStore'
import { CONNECT_GATE_CSS } from './connectGateStyles'
import { LegalCheckbox } from './LegalCheckbox'

interface ConnectGateProps {
  /** Connect's methods in their §2 order (only those shown). */
  readonly order: readonly ConnectMethod[]
  /** Draws one method's section. */
  readonly section: (method: ConnectMethod, index: number) => ReactNode
  /** What follows the methods (plugins' own methods, the wallet guide): gated with them. */
  readonly rest: ReactNode
}

const link = (url: string | undefined) => (url && isHttpUrl(url) ? url : undefined)

/**
 * Connect's methods under the options that change them (AppKit's behaviour):
 * - `legalCheckbox` with `termsConditionsUrl` or `privacyPolicyUrl`: the legal checkbox above them, and every
 *   method (wallet rows, All Wallets, e-mail, socials, the guide) disabled and greyed until it is ticked;
 * - `collapseWallets`, or `emailShowWallets: false`, with e-mail or social login shown: those first, and the
 *   wallet list behind one "Continue with a wallet" button that opens it in place.
 */
const ConnectGate = observer(function ConnectGate({ order, section, rest }: ConnectGateProps) {
  useStyles('connect-gate', CONNECT_GATE_CSS)
  const kit = useKit()
  const store = connectGateStore(kit)
  const { features } = kit.options
  const terms = link(kit.options.termsConditionsUrl)
  const privacy = link(kit.options.privacyPolicyUrl)
  const legal = features.legalCheckbox && Boolean(terms || privacy)
  const collapsible = (features.collapseWallets || !features.emailShowWallets) && order.includes('wallet') && order.some((method) => method !== 'wallet')
  const methods = collapsible ? [...order.filter((method) => method !== 'wallet'), 'wallet' as const] : order
  const collapsed = collapsible && !store.walletsShown
  const gate = useRef<HTMLFieldSetElement>(null)
  const opened = useRef(false)
  useEffect(() => {
    if (!opened.current) return
    opened.current = false
    // The button is gone: focus goes to the list it opened.
    gate.current?.querySelector<HTMLElement>('[data-testid="gw-connect-section-wallet"] button:not(:disabled)')?.focus()
  })
  const open = () => {
    opened.current = true
    store.setWalletsShown(true)
  }
  // Connect's wallet section, with the one button in place of its rows.
  const walletsButton = (index: number) => (
    <div key="wallet" className="gw-section" data-testid="gw-connect-section-wallet">
      {index > 0 && <div className="gw-separator">or</div>}
      <button type="button" className="gw-row" data-testid="gw-wallets-collapsed" onClick={open}>
        <span className="gw-wallet-image gw-icon-tile" aria-hidden="true">
          <GridIcon size={20} />
        </span>
        <span className="gw-row-label">Continue with a wallet</span>
      </button>
    </div>
  )
  return (
    <>
      {legal && <LegalCheckbox store={store} terms={terms} privacy={privacy} />}
      <fieldset ref={gate} className="gw-connect-gate" data-testid="gw-connect-gate" disabled={legal && !store.agreed}>
        {methods.map((method, index) => (method === 'wallet' && collapsed ? walletsButton(index) : section(method, index)))}
        {rest}
      </fieldset>
    </>
  )
})

/**
 * Connect's methods and what follows them: under the legal checkbox or collapsed-wallets options, ConnectGate;
 * otherwise the very elements Connect draws before this chunk is here, so nothing is mounted again when it comes.
 */
export function connectGate(kit: { readonly options: ResolvedOptions }, order: readonly ConnectMethod[], section: ConnectGateProps['section'], rest: ReactNode): ReactNode {
  const { features } = kit.options
  return features.legalCheckbox || features.collapseWallets || !features.emailShowWallets ? <ConnectGate order={order} section={section} rest={rest} /> : [order.map(section), rest]
}
