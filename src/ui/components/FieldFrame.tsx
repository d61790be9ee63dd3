import { useId, type ReactNode } from 'react'
import { FIELD_CSS } from './fieldStyles'
import { useStyles } from './styleHost'

/** Attributes a field's hint or error line may carry: a test id, data attributes, and (the hint) a live region. */
export interface FieldLineProps {
  readonly 'data-testid'?: string | undefined
  readonly 'aria-live'?: 'polite' | 'off' | undefined
  readonly [data: `data-${string}`]: string | undefined
}

/** What TextField and SelectField share: the label, a hint and an error under the control. */
export interface FieldFrameProps {
  readonly label: ReactNode
  /** Keep the label for screen readers only (the placeholder says it to sighted visitors). */
  readonly hideLabel?: boolean | undefined
  /** What is wrong with the value: announced (role alert) and tied to the control (aria-describedby). */
  readonly error?: string | undefined
  readonly errorTestId?: string | undefined
  /** More attributes of the error line (a data-code for tests and styling). */
  readonly errorProps?: FieldLineProps | undefined
  /** A line under the control saying what it takes (tied to the control with aria-describedby). */
  readonly hint?: ReactNode
  /** Attributes of the hint line (a test id, data attributes, aria-live when it reports a lookup). */
  readonly hintProps?: FieldLineProps | undefined
  /** Beside the control, on its row (a submit button, a Max button, a currency picker). */
  readonly trailing?: ReactNode
}

export interface FieldIds {
  readonly controlId: string
  readonly hintId: string
  readonly errorId: string
  /** The control's aria-describedby: its hint and, when shown, its error. */
  readonly describedBy: string | undefined
}

/** The ids tying a field's control to its label, hint and error. */
export function useFieldIds({ hint, error }: Pick<FieldFrameProps, 'hint' | 'error'>): FieldIds {
  useStyles('field', FIELD_CSS)
  const controlId = useId()
  const hintId = useId()
  const errorId = useId()
  const describedBy = [hint !== undefined && hintId, error && errorId].filter(Boolean).join(' ') || undefined
  return { controlId, hintId, errorId, describedBy }
}

/** The label above, the control row (`children` and `trailing`), the hint and the error below. */
export function FieldFrame({ ids, label, hideLabel = false, error, errorTestId, errorProps, hint, hintProps, trailing, children }: FieldFrameProps & { readonly ids: FieldIds; readonly children: ReactNode }) {
  return (
    <div className="gw-field">
      <label className={hideLabel ? 'gw-visually-hidden' : 'gw-field-label'} htmlFor={ids.controlId}>
        {label}
      </label>
      <div className="gw-field-row">
        {children}
        {trailing}
      </div>
      {hint !== undefined && (
        <p className="gw-field-hint" id={ids.hintId} {...hintProps}>
          {hint}
        </p>
      )}
      {error && (
        <p className="gw-field-error" id={ids.errorId} role="alert" data-testid={errorTestId} {...errorProps}>
          {error}
        </p>
      )}
    </div>
  )
}
