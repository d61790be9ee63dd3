import type { FieldError } from '../stores/fieldError'

/** A failure, announced; it names the field the server named. */
export function ErrorText({ error, id }: { error: FieldError | null; id?: string }) {
  if (!error) return null
  return (
    <p className="error" role="alert" id={id} data-field={error.field}>
      {error.message}
      {error.field && !error.message.includes(error.field) ? ` (${error.field})` : ''}
    </p>
  )
}

export function Notice({ text }: { text: string | null }) {
  return (
    <p className="notice" role="status">
      {text ?? ''}
    </p>
  )
}

/** A secret shown this once. */
export function ShownOnce({ label, value, onDismiss, testId }: { label: string; value: string; onDismiss: () => void; testId: string }) {
  return (
    <div className="secret" role="region" aria-label={label}>
      <p>
        <strong>{label}</strong>: shown this once. Copy it now; only its hash is kept.
      </p>
      <code data-testid={testId}>{value}</code>
      <button type="button" className="secondary" onClick={onDismiss}>
        I have copied it
      </button>
    </div>
  )
}
