import { observer } from 'mobx-react-lite'
import { useId, useState, type FormEvent } from 'react'
import type { AuthStore } from '../../kernel/auth/AuthStore'
import { useKit } from '../../ui/KitContext'
import { EMAIL_CSS } from '../../ui/views/emailStyles'

/**
 * The Connect view's e-mail form: the address goes to the login frame (§4 connect: the code, the device
 * link, or connected at once). The store checks it (§5: a valid e-mail; a repeat within 30 s says 'Please
 * try again after {n} seconds'); its error shows under the input and is announced.
 */
export const EmailConnectSection = observer(function EmailConnectSection() {
  const kit = useKit()
  // The login code (store, frame bridge, schemas) loads on submit, not with the Connect view.
  const auth = kit.lazy.get<AuthStore>('auth')
  const inputId = useId()
  const errorId = useId()
  const [value, setValue] = useState(() => auth?.email ?? '')
  // Only errors of an address sent from here: not a wrong code from EmailLogin, after Back.
  const [sent, setSent] = useState(false)
  const busy = auth?.step === 'sending'
  const error = sent ? auth?.error : undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    // The next view's chunk is fetched while the frame sends the code.
    kit.lazy.preload('view:EmailLogin')
    setSent(true)
    void kit.slice('auth').then((store) => store.connectEmail(value))
  }
  return (
    <form className="gw-email-form" data-testid="gw-email-form" noValidate aria-busy={busy} onSubmit={submit}>
      <style>{EMAIL_CSS}</style>
      <label className="gw-visually-hidden" htmlFor={inputId}>
        Email address
      </label>
      <div className="gw-email-field">
        <input
          id={inputId}
          className="gw-email-input"
          data-testid="gw-email-input"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          placeholder="Email"
          value={value}
          readOnly={busy}
          aria-invalid={error !== undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="gw-button" data-testid="gw-email-submit" aria-disabled={busy}>
          {busy && <span className="gw-spinner gw-spinner-small" aria-hidden="true" />}
          {busy ? 'Sending…' : 'Continue'}
        </button>
      </div>
      {error && (
        <p className="gw-field-error" id={errorId} role="alert" data-testid="gw-email-error">
          {error}
        </p>
      )}
    </form>
  )
})
