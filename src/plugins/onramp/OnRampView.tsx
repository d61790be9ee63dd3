import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef, type FormEvent } from 'react'
import type { PluginViewProps } from 'gangway/plugin'
import { Alert, Button, Skeleton, useStyles } from 'gangway/ui'
import { BUILT_IN_LIST_NOTE } from './builtInOptions'
import { AmountField, MethodField, PurchaseField } from './OnrampFields'
import { ProviderField } from './OnrampProviders'
import { OnrampQuoteDetails } from './OnrampQuoteDetails'
import type { OnrampStore } from './OnrampStore'
import { ONRAMP_CSS } from './onrampStyles'
import { openOnrampPopup } from './openOnrampPopup'

/** The Buy view (AppKit's OnRampProviders): what to buy, how much and how to pay, the live quote, the provider; Continue opens its page. */
export const OnRampView = observer(function OnRampView({ store, args }: PluginViewProps<OnrampStore>) {
  useStyles('onramp', ONRAMP_CSS)
  const id = useId()
  const amountRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    store.open(args)
  }, [store, args])

  if (!store.connected) {
    return (
      <p className="gw-muted" data-testid="gw-onramp-disconnected">
        Connect a wallet to buy crypto.
      </p>
    )
  }
  if (store.catalog.status !== 'ready') {
    return (
      <div className="gw-onramp" data-testid="gw-onramp-loading" aria-busy="true">
        <Skeleton />
        <Skeleton />
      </div>
    )
  }
  const unsupported = store.unsupported
  if (unsupported) {
    return (
      <div className="gw-onramp">
        {store.catalog.usesBuiltInList && (
          <Alert variant="info" testId="gw-onramp-built-in">
            {BUILT_IN_LIST_NOTE}
          </Alert>
        )}
        <Alert variant="warning" testId="gw-onramp-unsupported">
          {unsupported.message}
        </Alert>
      </div>
    )
  }

  // Synchronous on purpose: the provider's window must open inside the click (a window opened after an await is blocked).
  function onSubmit(event: FormEvent): void {
    event.preventDefault()
    if (store.continue(openOnrampPopup) === 'refused') amountRef.current?.focus()
  }

  return (
    <form className="gw-onramp" data-testid="gw-onramp" data-source={store.catalog.source} noValidate onSubmit={onSubmit}>
      {store.catalog.usesBuiltInList && (
        <Alert variant="info" testId="gw-onramp-built-in">
          {BUILT_IN_LIST_NOTE}
        </Alert>
      )}
      {store.argumentsError && <Alert testId="gw-onramp-arguments-error">{store.argumentsError}</Alert>}
      <AmountField store={store} inputRef={amountRef} />
      <MethodField store={store} id={`${id}method`} />
      <PurchaseField store={store} />
      <OnrampQuoteDetails store={store} />
      <ProviderField store={store} id={`${id}provider`} />
      <Button type="submit" data-testid="gw-onramp-continue" aria-disabled={store.problem !== undefined || undefined}>
        {store.provider ? `Continue with ${store.provider.name}` : 'Continue'}
      </Button>
    </form>
  )
})
