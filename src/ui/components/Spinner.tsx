import { SPINNER_CSS } from './spinnerStyles'
import { useStyles } from './styleHost'

/** A busy indicator; decorative (the busy state is announced by the element it sits in). */
export function Spinner({ size = 'large' }: { readonly size?: 'large' | 'small' }) {
  useStyles('spinner', SPINNER_CSS)
  return <span className={size === 'small' ? 'gw-spinner gw-spinner-small' : 'gw-spinner'} aria-hidden="true" />
}
