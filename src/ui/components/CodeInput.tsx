import { useEffect, useId, useState, type ClipboardEvent, type FormEvent, type ReactNode, type RefObject } from 'react'
import { FIELD_CSS } from './fieldStyles'
import { useStyles } from './styleHost'

const CODE_LENGTH = 6
const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, CODE_LENGTH)

export interface CodeInputProps {
  /** The visible label: what code, sent where. */
  readonly label: ReactNode
  readonly testId: string
  readonly errorTestId: string
  /** The store's error for this code (e.g. 'Invalid code'); announced, and describes the input. */
  readonly error: string | undefined
  /** The code is being checked: the input is read-only (it keeps focus) and nothing is submitted. */
  readonly busy: boolean
  readonly onSubmit: (code: string) => void
  readonly inputRef: RefObject<HTMLInputElement | null>
}

/**
 * A 6-digit one-time code: one input (numeric keyboard, the platform's one-time-code autofill), submitted
 * as soon as six digits are typed or pasted, or with Enter.
 */
export function CodeInput({ label, testId, errorTestId, error, busy, onSubmit, inputRef }: CodeInputProps) {
  useStyles('field', FIELD_CSS)
  const inputId = useId()
  const errorId = useId()
  const [value, setValue] = useState('')
  const [hint, setHint] = useState<string | undefined>(undefined)
  const take = (text: string) => {
    const digits = digitsOf(text)
    setValue(digits)
    setHint(undefined)
    if (digits.length === CODE_LENGTH && !busy) onSubmit(digits)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (value.length === CODE_LENGTH) onSubmit(value)
    else setHint(`Enter the ${CODE_LENGTH}-digit code`)
  }
  // A pasted code with spaces or dashes ('123 456') would be cut by maxLength before it is cleaned.
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    take(event.clipboardData.getData('text'))
  }
  const shown = error ?? hint
  return (
    <form className="gw-field" noValidate onSubmit={submit}>
      <label className="gw-field-label" htmlFor={inputId}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="gw-input gw-code-input"
        data-testid={testId}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={CODE_LENGTH}
        value={value}
        readOnly={busy}
        aria-busy={busy}
        aria-invalid={error !== undefined}
        aria-describedby={shown ? errorId : undefined}
        onChange={(event) => take(event.target.value)}
        onPaste={paste}
      />
      {shown && (
        <p className="gw-field-error" id={errorId} role="alert" data-testid={errorTestId}>
          {shown}
        </p>
      )}
    </form>
  )
}

/**
 * Moves focus to the element when `active` becomes true (and on mount when it already is), after the modal
 * shell has moved focus to the new view's title; an input's text is selected, so typing replaces it.
 */
export function useFocusWhen(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => {
      const element = ref.current
      element?.focus({ preventScroll: true })
      if (element instanceof HTMLInputElement) element.select()
    }, 0)
    return () => clearTimeout(timer)
  }, [ref, active])
}
