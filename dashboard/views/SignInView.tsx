import { observer } from 'mobx-react-lite'
import type { FormEvent } from 'react'
import type { SessionStore } from '../stores/SessionStore'
import { ErrorText } from './ErrorText'

/** Sign in: the e-mail address, then the 6-digit code mailed to it. */
export const SignInView = observer(function SignInView({ session }: { session: SessionStore }) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void (session.step === 'code' ? session.signIn() : session.sendCode())
  }
  return (
    <main className="narrow">
      <h1>Sign in to the Gangway dashboard</h1>
      <form className="card" onSubmit={submit} aria-describedby="sign-in-error">
        {session.step === 'code' ? (
          <>
            <p>
              We mailed a 6-digit code to <strong>{session.email}</strong>. It expires in 10 minutes.
            </p>
            <label htmlFor="code">Code</label>
            <input id="code" name="code" inputMode="numeric" autoComplete="one-time-code" autoFocus value={session.code} onChange={(event) => session.setCode(event.target.value)} aria-invalid={session.error?.field === 'code'} />
            <div className="row">
              <button type="submit" disabled={session.busy || session.code.length !== 6}>
                Sign in
              </button>
              <button type="button" className="secondary" onClick={() => session.backToEmail()}>
                Use another address
              </button>
            </div>
          </>
        ) : (
          <>
            <p>We mail you a code; there is no password. An address that is in no team yet gets a team of its own.</p>
            <label htmlFor="email">E-mail</label>
            <input id="email" name="email" type="email" autoComplete="email" autoFocus value={session.email} onChange={(event) => session.setEmail(event.target.value)} aria-invalid={session.error?.field === 'email'} />
            <button type="submit" disabled={session.busy || session.email.trim() === ''}>
              Send me a code
            </button>
          </>
        )}
        <ErrorText error={session.error} id="sign-in-error" />
      </form>
    </main>
  )
})
