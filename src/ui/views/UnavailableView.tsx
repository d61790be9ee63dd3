import { useKit } from '../KitContext'
import { BUTTON_CSS } from './buttonStyles'
import { viewTitle } from './viewTitle'

/** A §2 view whose feature this build does not include yet: says so plainly instead of rendering nothing. */
export function UnavailableView({ view }: { readonly view: string }) {
  const kit = useKit()
  return (
    <div>
      <style>{BUTTON_CSS}</style>
      <p className="gw-muted" data-testid="gw-unavailable">
        {viewTitle(kit, view)} is not available in this build of Gangway.
      </p>
      <button type="button" className="gw-button gw-button-secondary" onClick={kit.router.goBackOrCloseModal}>
        Go back
      </button>
    </div>
  )
}

export default UnavailableView
