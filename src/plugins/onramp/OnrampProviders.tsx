import { observer } from 'mobx-react-lite'
import { ONRAMP_PROVIDER_FEE_RANGE, type OnrampProvider } from 'gangway/plugin'
import type { OnrampStore } from './OnrampStore'

/** The provider's fee as listed ('Fee 1.5%'), or §9's range when it does not say. */
export const feeText = (provider: OnrampProvider): string =>
  provider.feePercent !== undefined ? `Fee ${provider.feePercent}%` : `Fee ${ONRAMP_PROVIDER_FEE_RANGE.min}–${ONRAMP_PROVIDER_FEE_RANGE.max}%`

/** The providers the options name; one in test mode (the local payment provider) says so. */
export const ProviderField = observer(function ProviderField({ store, id }: { readonly store: OnrampStore; readonly id: string }) {
  const chosen = store.provider
  return (
    <fieldset className="gw-onramp-field" data-testid="gw-onramp-providers">
      <legend>Provider</legend>
      <div className="gw-onramp-providers">
        {store.providers.map((provider) => (
          <label key={provider.id} className="gw-onramp-provider" data-testid="gw-onramp-provider" data-provider={provider.id} data-test-mode={provider.testMode === true}>
            <input
              type="radio"
              name={`${id}-provider`}
              value={provider.id}
              checked={chosen?.id === provider.id}
              onChange={() => store.selectProvider(provider.id)}
              disabled={store.flow.busy}
              aria-describedby={provider.description ? `${id}-${provider.id}-about` : undefined}
            />
            <span className="gw-onramp-provider-name">
              {provider.name}
              {provider.testMode && <span className="gw-onramp-tag">Test mode</span>}
            </span>
            <span className="gw-onramp-provider-fee">{feeText(provider)}</span>
            {provider.description && (
              <span id={`${id}-${provider.id}-about`} className="gw-onramp-provider-about">
                {provider.testMode ? `Local test provider. ${provider.description}` : provider.description}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  )
})
