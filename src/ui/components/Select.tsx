import { forwardRef, type SelectHTMLAttributes } from 'react'
import { FieldFrame, useFieldIds, type FieldFrameProps } from './FieldFrame'
import { FIELD_CSS } from './fieldStyles'
import { useStyles } from './styleHost'

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  /** Take the row's free width (a lone picker), rather than its own (a picker beside an input). */
  readonly wide?: boolean
}

/** A native select (keyboard and screen readers for free) styled as the kit's inputs, with a chevron. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ wide = false, ...select }, ref) {
  useStyles('field', FIELD_CSS)
  return (
    <span className={wide ? 'gw-select gw-select-wide' : 'gw-select'}>
      <select ref={ref} className="gw-input" {...select} />
    </span>
  )
})

export interface SelectFieldProps extends FieldFrameProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'id'> {}

/** A labelled select with its hint and error under it. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ label, hideLabel, error, errorTestId, errorProps, hint, hintProps, trailing, ...select }, ref) {
  const ids = useFieldIds({ hint, error })
  return (
    <FieldFrame ids={ids} {...{ label, hideLabel, error, errorTestId, errorProps, hint, hintProps, trailing }}>
      <Select ref={ref} id={ids.controlId} wide aria-invalid={error !== undefined} aria-describedby={ids.describedBy} {...select} />
    </FieldFrame>
  )
})
