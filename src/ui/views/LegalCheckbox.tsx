import { observer } from 'mobx-react-lite'
import type { ConnectGateStore } from './ConnectGateStore'

const link = (href: string, text: string) => (
  <a href={href} target="_blank" rel="noopener noreferrer">
    {text}
  </a>
)

/**
 * AppKit's legal checkbox above Connect's methods: "I agree to the Terms of Service and Privacy Policy", each a
 * link to the host's page (a new tab), naming only the pages the host gave. The methods wait until it is ticked.
 */
export const LegalCheckbox = observer(function LegalCheckbox({ store, terms, privacy }: { readonly store: ConnectGateStore; readonly terms: string | undefined; readonly privacy: string | undefined }) {
  return (
    <label className="gw-legal" data-testid="gw-legal-checkbox">
      <input type="checkbox" data-testid="gw-legal-input" checked={store.agreed} onChange={(event) => store.setAgreed(event.target.checked)} />
      <span>
        I agree to the {terms && link(terms, 'Terms of Service')}
        {terms && privacy && ' and '}
        {privacy && link(privacy, 'Privacy Policy')}
      </span>
    </label>
  )
})
