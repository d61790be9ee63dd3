import { observer } from 'mobx-react-lite'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { withSlice } from '../withSlice'
import type { AuthStore } from '../../kernel/auth/AuthStore'
import type { EmailUpdateFlow } from '../../kernel/auth/EmailUpdateFlow'
import { useKit } from '../KitContext'
import { CodeInput, useFocusWhen } from './CodeInput'
import { EmailText } from './EmailText'
import { EMAIL_CSS } from './emailStyles'

type CodeStage = 'primary' | 'secondary'

/** The new address: an e-mail input and Continue. */
const NewEmailForm = observer(function NewEmailForm({ update }: { readonly update: EmailUpdateFlow }) {
  const inputId = useId()
  const errorId = useId()
  const [value, setValue] = useState(update.newEmail ?? '')
  const busy = update.step === 'sending'
  const { error } = update
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!busy) void update.start(value)
  }
  return (
    <form className="gw-email-form" noValidate aria-busy={busy} onSubmit={submit}>
      <label className="gw-email-label" htmlFor={inputId}>
        New email
      </label>
      <input
        id={inputId}
        className="gw-email-input"
        data-testid="gw-update-email-input"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        value={value}
        readOnly={busy}
        aria-invalid={error !== undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setValue(event.target.value)}
      />
      {error && (
        <p className="gw-field-error" id={errorId} role="alert" data-testid="gw-update-email-error">
          {error}
        </p>
      )}
      <button type="submit" className="gw-button" data-testid="gw-update-email-submit" aria-disabled={busy}>
        {busy && <span className="gw-spinner gw-spinner-small" aria-hidden="true" />}
        {busy ? 'Sending…' : 'Continue'}
      </button>
    </form>
  )
})

/**
 * §6 updating the e-mail: the new address, a code mailed to the current one (VERIFY_PRIMARY_OTP), a code
 * mailed to the new one (VERIFY_SECONDARY_OTP), then the new e-mail. Needs the auth connector and an e-mail
 * or social connection ('No auth connector found', 'Not connected to email or social').
 */
const UpdateEmailWalletView = withSlice('auth', observer(function UpdateEmailWalletView({ store: auth }: { readonly store: AuthStore }) {
  const kit = useKit()
  const { update } = auth
  const { step, newEmail, error } = update
  // A finished or abandoned-before-sending flow starts over; one waiting for a code carries on.
  useEffect(() => {
    if (update.step === 'done' || update.step === 'idle') update.reset()
  }, [update])
  // While a code is checked, the step is 'verifying': the code input stays, for the stage it belongs to.
  const stage = useRef<CodeStage>('primary')
  if (step === 'primary' || step === 'secondary') stage.current = step
  const codeInput = useRef<HTMLInputElement>(null)
  const doneButton = useRef<HTMLButtonElement>(null)
  useFocusWhen(codeInput, step === 'primary' || step === 'secondary')
  useFocusWhen(doneButton, step === 'done')
  const codeStep = step === 'primary' || step === 'secondary' || step === 'verifying'
  const sentTo = stage.current === 'primary' ? auth.email : newEmail
  const finish = () => {
    update.reset()
    if (kit.router.canGoBack) kit.router.goBack()
    else kit.router.replace('Account')
  }
  return (
    <div className="gw-email-step" data-testid="gw-update-email" data-step={step}>
      <style>{EMAIL_CSS}</style>
      {(step === 'idle' || step === 'sending') && (
        <>
          {auth.email && (
            <p className="gw-email-text" data-testid="gw-update-current-email">
              Current email: <EmailText email={auth.email} />
            </p>
          )}
          <NewEmailForm update={update} />
        </>
      )}
      {codeStep && (
        <CodeInput
          key={stage.current}
          label={<>Enter the code sent to {sentTo ? <EmailText email={sentTo} /> : 'your email'}</>}
          testId="gw-update-otp-input"
          errorTestId="gw-update-email-error"
          error={error}
          busy={step === 'verifying'}
          onSubmit={(otp) => void update.submitOtp(otp)}
          inputRef={codeInput}
        />
      )}
      <div className="gw-email-status" role="status">
        {step === 'sending' && <span className="gw-visually-hidden">Sending a code…</span>}
        {step === 'verifying' && <span className="gw-visually-hidden">Checking the code…</span>}
        {step === 'done' && <p className="gw-email-title">Your email is now {newEmail ? <EmailText email={newEmail} /> : 'updated'}</p>}
      </div>
      {step === 'done' && (
        <button type="button" className="gw-button" data-testid="gw-update-email-done" ref={doneButton} onClick={finish}>
          Done
        </button>
      )}
    </div>
  )
}))

export default UpdateEmailWalletView
