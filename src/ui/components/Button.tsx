import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react'
import { BUTTON_CSS } from './buttonStyles'
import { Spinner } from './Spinner'
import { useStyles } from './styleHost'

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  readonly variant?: 'primary' | 'secondary' | 'link'
  /** As wide as its content instead of the row's width. */
  readonly inline?: boolean
  /** A request is running: a spinner shows, clicks do nothing, and the button stays focusable (aria-disabled). Set aria-disabled yourself for other unavailable states; the click still reaches your handler (a form may explain what is missing). */
  readonly busy?: boolean
  readonly children?: ReactNode
}

/**
 * The kit's button. Unavailable states use aria-disabled rather than `disabled`, so keyboard focus stays on it
 * (and screen readers still find it).
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', inline = false, busy = false, type = 'button', onClick, children, ...rest },
  ref,
) {
  useStyles('button', BUTTON_CSS)
  const className = ['gw-button', variant !== 'primary' && `gw-button-${variant}`, inline && 'gw-button-inline'].filter(Boolean).join(' ')
  return (
    <button
      ref={ref}
      type={type}
      className={className}
      aria-busy={busy || undefined}
      {...rest}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={(event) => {
        if (busy) return event.preventDefault()
        onClick?.(event)
      }}
    >
      {busy && <Spinner size="small" />}
      {children}
    </button>
  )
})

export interface LinkButtonProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'> {
  readonly variant?: 'primary' | 'secondary'
  readonly children?: ReactNode
}

/** A link that looks like a Button (a deep link, a page in a new tab). Say "(opens in a new tab)" when it does. */
export function LinkButton({ variant = 'primary', children, ...rest }: LinkButtonProps) {
  useStyles('button', BUTTON_CSS)
  return (
    <a className={variant === 'secondary' ? 'gw-button gw-button-secondary' : 'gw-button'} {...rest}>
      {children}
    </a>
  )
}
