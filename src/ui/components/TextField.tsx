import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { FIELD_CSS } from './fieldStyles'
import { useStyles } from './styleHost'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> {
  readonly label: ReactNode
  /** Keep the label for screen readers only (the placeholder says it to sighted visitors). */
  readonly hideLabel?: boolean
  /** What is wrong with the value: announced (role alert) and tied to the input (aria-describedby). */
  readonly error?: string | undefined
  readonly errorTestId?: string
  /** A line under the input saying what it takes (tied to the input with aria-describedby). */
  readonly hint?: ReactNode
  /** Beside the input, on its row (a submit button). */
  readonly trailing?: ReactNode
}

/** A labelled text input with its error under it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, hideLabel = false, error, errorTestId, hint, trailing, ...input }, ref) {
  useStyles('field', FIELD_CSS)
  const inputId = useId()
  const errorId = useId()
  const hintId = useId()
  const describedBy = [hint !== undefined && hintId, error && errorId].filter(Boolean).join(' ')
  return (
    <div className="gw-field">
      <label className={hideLabel ? 'gw-visually-hidden' : 'gw-field-label'} htmlFor={inputId}>
        {label}
      </label>
      <div className="gw-field-row">
        <input ref={ref} id={inputId} className="gw-input" aria-invalid={error !== undefined} aria-describedby={describedBy || undefined} {...input} />
        {trailing}
      </div>
      {hint !== undefined && (
        <p className="gw-field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="gw-field-error" id={errorId} role="alert" data-testid={errorTestId}>
          {error}
        </p>
      )}
    </div>
  )
})
