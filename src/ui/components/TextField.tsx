import { forwardRef, type InputHTMLAttributes } from 'react'
import { FieldFrame, useFieldIds, type FieldFrameProps } from './FieldFrame'

export interface TextFieldProps extends FieldFrameProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'id'> {}

/** A labelled text input with its hint and error under it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, hideLabel, error, errorTestId, errorProps, hint, hintProps, trailing, ...input }, ref) {
  const ids = useFieldIds({ hint, error })
  return (
    <FieldFrame ids={ids} {...{ label, hideLabel, error, errorTestId, errorProps, hint, hintProps, trailing }}>
      <input ref={ref} id={ids.controlId} className="gw-input" aria-invalid={error !== undefined} aria-describedby={ids.describedBy} {...input} />
    </FieldFrame>
  )
})
