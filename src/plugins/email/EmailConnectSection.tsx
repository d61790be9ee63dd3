import { observer } from 'mobx-react-lite'
import { useState, type FormEvent } from 'react'
import type { PluginSectionProps } from 'gangway/plugin'
import { Button, TextField, useStyles } from 'gangway/ui'
import { EMAIL_LOGIN_VIEW, type EmailLoginStore } from './EmailLoginStore'
import { EMAIL_CSS } from './emailStyles'

/**
 * The Connect view's e-mail form: the address goes to the login frame (§4 connect: the code, the device link,
 * or connected at once). The store checks it (§5: a valid e-mail; a repeat within 30 s says 'Please try again
 * after {n} seconds'); its error shows under the input and is announced.
 */
export const EmailConnectSection = observer(function EmailConnectSection({ store, context }: PluginSectionProps<EmailLoginStore>) {
  useStyles('email', EMAIL_CSS)
  const [value, setValue] = useState(() => store.email ?? '')
  // Only errors of an address sent from here: not a wrong code from EmailLogin, after Back.
  const [sent, setSent] = useState(false)
  const busy = store.step === 'sending'
  const error = sent ? store.error : undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    // The next view's chunk is fetched while the frame sends the code.
    context.router.preload(EMAIL_LOGIN_VIEW)
    setSent(true)
    void store.connectEmail(value)
  }
  return (
    <form className="gw-email-form" data-testid="gw-email-form" noValidate aria-busy={busy} onSubmit={submit}>
      <TextField
        label="Email address"
        hideLabel
        data-testid="gw-email-input"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        placeholder="Email"
        value={value}
        readOnly={busy}
        error={error}
        errorTestId="gw-email-error"
        onChange={(event) => setValue(event.target.value)}
        trailing={
          <Button type="submit" inline busy={busy} data-testid="gw-email-submit">
            {busy ? 'Sending…' : 'Continue'}
          </Button>
        }
      />
    </form>
  )
})
