import { observer } from 'mobx-react-lite'
import { useEffect, useRef, type FormEvent, type RefObject } from 'react'
import type { PluginViewProps } from 'gangway/plugin'
import { Alert, Button, useStyles } from 'gangway/ui'
import { AmountField, ReceiverField, TokenField } from './SendFields'
import type { SendStore } from './SendStore'
import { SEND_CSS } from './sendStyles'

type Field = HTMLInputElement & HTMLSelectElement

/** The Send view: token, amount and receiver, then Send; refused entries are named under their field. */
export const SendView = observer(function SendView({ store, context }: PluginViewProps<SendStore>) {
  useStyles('send', SEND_CSS)
  const tokenRef = useRef<Field>(null)
  const amountRef = useRef<Field>(null)
  const receiverRef = useRef<Field>(null)
  /** The field to focus once the send has ended and the fields are enabled again. */
  const focusNext = useRef<RefObject<Field | null> | undefined>(undefined)
  const { scope, loading } = store

  useEffect(() => {
    const history = context.router.history
    store.open(history[history.length - 2]?.view === 'Account')
  }, [context, store])
  useEffect(() => {
    if (scope) void store.fetchTokenBalances()
  }, [store, scope])
  // The fields are disabled while sending (an edit during the wallet prompt would be lost to the reset).
  useEffect(() => {
    if (!loading) focusPending()
  }, [loading])

  function focusPending(): void {
    const field = focusNext.current?.current
    if (!field || field.disabled) return
    focusNext.current = undefined
    field.focus()
  }

  if (!store.connected) {
    return (
      <p className="gw-muted" data-testid="gw-send-disconnected">
        Connect a wallet to send tokens.
      </p>
    )
  }

  async function onSubmit(event: FormEvent): Promise<void> {
    event.preventDefault()
    if ((await store.send()) !== 'refused') return
    // Keyboard users land on the first field that needs them; a rule's message is announced by its alert.
    const first = [store.tokenError && tokenRef, store.amountError && amountRef, store.receiverError && receiverRef].find(Boolean)
    if (!first) return
    focusNext.current = first
    focusPending()
  }

  return (
    <form className="gw-send" data-testid="gw-send" noValidate aria-busy={store.loading} onSubmit={(event) => void onSubmit(event)}>
      <TokenField store={store} inputRef={tokenRef} />
      <AmountField store={store} inputRef={amountRef} />
      <ReceiverField store={store} inputRef={receiverRef} />
      {store.error && <Alert testId="gw-send-error">{store.error}</Alert>}
      <Button type="submit" data-testid="gw-send-submit" aria-disabled={store.sendDisabled}>
        {store.loading ? 'Sending…' : 'Send'}
      </Button>
    </form>
  )
})
