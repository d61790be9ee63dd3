import type { ReactNode } from 'react'
import { ALERT_CSS } from './alertStyles'
import { useStyles } from './styleHost'

export interface AlertProps {
  readonly variant?: 'error' | 'warning' | 'info'
  readonly children: ReactNode
  readonly testId?: string
}

/** A message inside a view; an error or warning is announced (role alert), information is polite (role status). */
export function Alert({ variant = 'error', children, testId }: AlertProps) {
  useStyles('alert', ALERT_CSS)
  return (
    <p className="gw-inline-alert" data-variant={variant} role={variant === 'info' ? 'status' : 'alert'} data-testid={testId}>
      {children}
    </p>
  )
}
