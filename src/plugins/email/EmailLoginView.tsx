import { observer } from 'mobx-react-lite'
import { useRef } from 'react'
import type { PluginViewProps } from 'gangway/plugin'
import { Alert, Button, CodeInput, EmailText, Spinner, useFocusWhen, useStyles } from 'gangway/ui'
import type { EmailLoginStore, EmailStep } from './EmailLoginStore'
import { EMAIL_CSS } from './emailStyles'

/** The live region's text at each step; the code step's instruction is the code input's label. */
function StatusText({ step, email }: { readonly step: EmailStep; readonly email: string | undefined }) {
  const where = email ? <EmailText email={email} /> : 'your email'
  switch (step) {
    case 'device':
      return (
        <>
          <p className="gw-email-title">Register this device</p>
          <p className="gw-email-text">We sent a link to {where}. Open it to approve this device.</p>
        </>
      )
    case 'sending':
      return <p className="gw-email-text">{email ? 'Sending a new code…' : 'Sending…'}</p>
    case 'verifying':
      return <p className="gw-email-text">Checking the code…</p>
    case 'connecting':
      return <p className="gw-email-title">Connecting…</p>
    case 'idle':
      return <p className="gw-email-text">Enter your email on the Connect view to get a code.</p>
    default:
      return null
  }
}

/**
 * E-mail login after the address was sent (§4): approve this device from the mailed link (VERIFY_DEVICE),
 * enter the mailed 6-digit code (VERIFY_OTP), then the embedded wallet connects.
 */
export const EmailLoginView = observer(function EmailLoginView({ store: auth }: PluginViewProps<EmailLoginStore>) {
  useStyles('email', EMAIL_CSS)
  const { step, email, error } = auth
  const codeInput = useRef<HTMLInputElement>(null)
  // The code input takes focus when the code is asked for: on arrival, after the device link, after a wrong code.
  useFocusWhen(codeInput, step === 'otp')
  const codeStep = step === 'otp' || step === 'verifying' || (step === 'sending' && email !== undefined)
  return (
    <div className="gw-email-step" data-testid="gw-email-login" data-step={step}>
      {(step === 'device' || step === 'connecting') && <Spinner />}
      <div className="gw-email-status" role="status" aria-live="polite">
        <StatusText step={step} email={email} />
      </div>
      {codeStep && (
        <>
          <CodeInput
            label={<>Enter the code sent to {email ? <EmailText email={email} /> : 'your email'}</>}
            testId="gw-otp-input"
            errorTestId="gw-otp-error"
            error={error}
            busy={step !== 'otp'}
            onSubmit={(otp) => void auth.submitOtp(otp)}
            inputRef={codeInput}
          />
          <Button variant="link" data-testid="gw-otp-resend" aria-disabled={step !== 'otp'} onClick={() => step === 'otp' && void auth.resendCode()}>
            Resend code
          </Button>
        </>
      )}
      {!codeStep && error && <Alert testId="gw-otp-error">{error}</Alert>}
    </div>
  )
})
