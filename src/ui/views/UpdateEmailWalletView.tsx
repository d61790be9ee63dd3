import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { AuthConnector } from '../../kernel/auth/AuthConnector'
import type { EmailUpdateFlow } from '../../kernel/auth/EmailUpdateFlow'
import { Button } from '../components/Button'
import { CodeInput, useFocusWhen } from '../components/CodeInput'
import { EmailText } from '../components/EmailText'
import { useStyles } from '../components/styleHost'
import { TextField } from '../components/TextField'
import { useKit } from '../KitContext'
import { withSlice } from '../withSlice'
import { UPDATE_EMAIL_CSS } from './updateEmailStyles'

type CodeStage = 'primary' | 'secondary'

/** The new address: an e-mail input and Continue. */
const NewEmailForm = observer(function NewEmailForm({ update }: { readonly update: EmailUpdateFlow }) {
  const [value, setValue] = useState(update.newEmail ?? '')
  const busy = update.step === 'sending'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!busy) void update.start(value)
  }
  return (
    <form className="gw-update-email-form" noValidate aria-busy={busy} onSubmit={submit}>
      <TextField
        label="New email"
        data-testid="gw-update-email-input"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        value={value}
        readOnly={busy}
        error={update.error}
        errorTestId="gw-update-email-error"
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" busy={busy} data-testid="gw-update-email-submit">
        {busy ? 'Sending…' : 'Continue'}
      </Button>
    </form>
  )
})

/**
 * §6 updating the e-mail: the new address, a code mailed to the current one (VERIFY_PRIMARY_OTP), a code
 * mailed to the new one (VERIFY_SECONDARY_OTP), then the new e-mail. Needs the auth connector and an e-mail
 * or social connection ('No auth connector found', 'Not connected to email or social').
 */
const UpdateEmailWalletView = withSlice('emailUpdate', observer(function UpdateEmailWalletView({ store: update }: { readonly store: EmailUpdateFlow }) {
  const kit = useKit()
  useStyles('update-email', UPDATE_EMAIL_CSS)
  // The login's e-mail: the auth slice loaded with this view's.
  const wallet = kit.lazy.get<AuthConnector>('auth')
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
  const sentTo = stage.current === 'primary' ? wallet?.email : newEmail
  const finish = () => {
    update.reset()
    if (kit.router.history.length > 1) kit.router.goBack()
    else kit.router.replace('Account')
  }
  return (
    <div className="gw-update-email" data-testid="gw-update-email" data-step={step}>
      {(step === 'idle' || step === 'sending') && (
        <>
          {wallet?.email && (
            <p className="gw-update-email-text" data-testid="gw-update-current-email">
              Current email: <EmailText email={wallet.email} />
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
      <div className="gw-update-email-status" role="status">
        {step === 'sending' && <span className="gw-visually-hidden">Sending a code…</span>}
        {step === 'verifying' && <span className="gw-visually-hidden">Checking the code…</span>}
        {step === 'done' && <p className="gw-update-email-title">Your email is now {newEmail ? <EmailText email={newEmail} /> : 'updated'}</p>}
      </div>
      {step === 'done' && (
        <Button data-testid="gw-update-email-done" ref={doneButton} onClick={finish}>
          Done
        </Button>
      )}
    </div>
  )
}))

export default UpdateEmailWalletView
