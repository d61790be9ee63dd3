/** What the §2 close rule of the sign view reads. */
export interface SignInCloseFacts {
  readonly view: string
  readonly required: boolean
  readonly hasSession: boolean
  /** The wallet is being asked: the embedded wallet's approval (ApproveTransaction) sits on the sign view. */
  readonly signing: boolean
}

/** §2: the modal cannot close on the sign view (nor on the approval it opened) while sign-in is required and no session exists. */
export function canCloseSignIn(facts: SignInCloseFacts): boolean {
  const onSignView = facts.view === 'SIWXSignMessage' || (facts.view === 'ApproveTransaction' && facts.signing)
  return !(onSignView && facts.required && !facts.hasSession)
}
