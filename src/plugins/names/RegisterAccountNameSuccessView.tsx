import { observer } from 'mobx-react-lite'
import { useRef } from 'react'
import type { PluginViewProps } from 'gangway/plugin'
import { Button, useFocusWhen, useStyles } from 'gangway/ui'
import type { NamesStore } from './NamesStore'
import { NAMES_CSS } from './namesStyles'

/** RegisterAccountNameSuccess (§2): the name is the account's now; "Let's Go!" shows Account, with the name. */
export const RegisterAccountNameSuccessView = observer(function RegisterAccountNameSuccessView({ store, context }: PluginViewProps<NamesStore>) {
  useStyles('names', NAMES_CSS)
  const button = useRef<HTMLButtonElement>(null)
  useFocusWhen(button, true)
  const name = store.registered ?? context.profileName
  return (
    <div className="gw-names-done" data-testid="gw-names-success">
      <span className="gw-names-check" aria-hidden="true">
        <svg width="28" height="28" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M3 8.5l3.5 3.5L13 4.5" />
        </svg>
      </span>
      <h3>Account name chosen successfully</h3>
      {name && (
        <p className="gw-names-registered" data-testid="gw-names-registered">
          {name}
        </p>
      )}
      <p>You can now fund your account and trade crypto</p>
      <Button ref={button} data-testid="gw-names-done" onClick={() => context.router.replace('Account')}>
        {"Let's Go!"}
      </Button>
    </div>
  )
})
