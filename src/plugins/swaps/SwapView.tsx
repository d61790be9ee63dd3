import { observer } from 'mobx-react-lite'
import { useEffect, useId, type FormEvent } from 'react'
import type { PluginViewProps } from 'gangway/plugin'
import { Alert, Button, Skeleton, useStyles } from 'gangway/ui'
import { SwapDetailsList } from './SwapDetailsList'
import { FromPanel, ToPanel } from './SwapPanels'
import type { SwapStore } from './SwapStore'
import { SWAP_CSS } from './swapStyles'

/** The Swap view (§2, opened with arguments): pay one token, receive another at the live quote. */
export const SwapView = observer(function SwapView({ store, args }: PluginViewProps<SwapStore>) {
  useStyles('swap', SWAP_CSS)
  const id = useId()
  const { scope } = store.catalog

  useEffect(() => {
    store.open(args)
  }, [store, args])
  useEffect(() => {
    if (scope) void store.show()
    return () => store.hide()
  }, [store, scope])

  if (!store.connected) {
    return (
      <p className="gw-muted" data-testid="gw-swap-disconnected">
        Connect a wallet to swap tokens.
      </p>
    )
  }
  const unsupported = store.unsupported
  if (unsupported) {
    return (
      <Alert variant="warning" testId="gw-swap-unsupported">
        {unsupported.message}
      </Alert>
    )
  }
  if (store.catalog.status === 'loading' && store.catalog.options.length === 0) {
    return (
      <div className="gw-swap" data-testid="gw-swap-loading" aria-busy="true">
        <Skeleton />
        <Skeleton />
      </div>
    )
  }

  const button = store.button
  function onSubmit(event: FormEvent): void {
    event.preventDefault()
    if (button.action === 'approve') void store.flow.approve()
    if (button.action === 'swap') void store.flow.swap()
  }

  return (
    <form className="gw-swap" data-testid="gw-swap" data-step={store.step} noValidate aria-busy={store.step !== 'idle'} onSubmit={onSubmit}>
      {store.argumentsError && <Alert testId="gw-swap-arguments-error">{store.argumentsError}</Alert>}
      <FromPanel store={store} id={`${id}from`} />
      <button type="button" className="gw-swap-flip" data-testid="gw-swap-flip" aria-label="Switch the tokens" onClick={store.flip} disabled={store.step !== 'idle'}>
        ↓
      </button>
      <ToPanel store={store} id={`${id}to`} />
      <SwapDetailsList store={store} />
      {store.loadError && (
        <div className="gw-swap-retry">
          <Alert testId="gw-swap-load-error">{store.loadError.message}</Alert>
          {store.canRetry && (
            <Button variant="secondary" data-testid="gw-swap-retry" onClick={() => void store.retry()}>
              Try again
            </Button>
          )}
        </div>
      )}
      {store.flow.error && <Alert testId="gw-swap-error">{store.flow.error.message}</Alert>}
      {store.flow.hash && store.step !== 'idle' && (
        <p className="gw-swap-status" role="status" data-testid="gw-swap-pending">
          {`${store.flow.stepLabel} ${store.format.address(store.flow.hash, 6, 4)}`}
        </p>
      )}
      <Button type="submit" data-testid="gw-swap-submit" data-action={button.action} aria-disabled={button.action === 'none'} busy={store.step !== 'idle'}>
        {button.label}
      </Button>
    </form>
  )
})
