import { truncateEmail } from '../../kernel/format/truncateEmail'

/** An e-mail as shown (§5: longer than 30 characters, truncated with an ellipsis); the full one on hover. */
export function EmailText({ email, testId }: { readonly email: string; readonly testId?: string }) {
  return (
    <span title={email} data-testid={testId}>
      {truncateEmail(email)}
    </span>
  )
}
