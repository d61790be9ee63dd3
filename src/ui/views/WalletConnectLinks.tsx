import { observer } from 'mobx-react-lite'
import type { WalletConnectStore } from '../../kernel/walletconnect/WalletConnectStore'
import { LinkButton } from '../components/Button'

/**
 * The wallet's own links, with the pairing uri already in them: the tap navigates at once, inside the user
 * gesture. Mobile: the app (native scheme or universal link), and its store when it did not open; desktop:
 * the desktop and web apps.
 */
export const WalletConnectLinks = observer(function WalletConnectLinks({ store, name }: { readonly store: WalletConnectStore; readonly name: string }) {
  const { links, appDidNotOpen } = store
  return (
    <>
      {links.mobile && (
        <LinkButton data-testid="gw-wc-open" href={links.mobile.href} onClick={store.deepLinkFollowed}>
          Open {name}
        </LinkButton>
      )}
      {links.desktop && (
        <LinkButton data-testid="gw-wc-desktop" href={links.desktop.href}>
          Open desktop app
        </LinkButton>
      )}
      {links.webapp && (
        <LinkButton variant="secondary" data-testid="gw-wc-webapp" href={links.webapp.href} target="_blank" rel="noopener noreferrer">
          Open web app
        </LinkButton>
      )}
      {links.store && (appDidNotOpen || !links.mobile) && store.platform !== 'desktop' && (
        <LinkButton variant="secondary" data-testid="gw-wc-store" href={links.store.href} target="_blank" rel="noopener noreferrer">
          Get {name} on {links.store.label}
        </LinkButton>
      )}
    </>
  )
})
