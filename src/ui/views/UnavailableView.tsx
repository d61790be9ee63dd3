import { useKit } from '../KitContext'
import { Button } from '../components/Button'
import { viewTitle } from './viewTitle'

/** A §2 view whose feature this build does not include yet: says so plainly instead of rendering nothing. */
export function UnavailableView({ view }: { readonly view: string }) {
  const kit = useKit()
  return (
    <div>
      <p className="gw-muted" data-testid="gw-unavailable">
        {viewTitle(kit, view)} is not available in this build of Gangway.
      </p>
      <Button variant="secondary" onClick={kit.router.goBackOrCloseModal}>
        Go back
      </Button>
    </div>
  )
}

export default UnavailableView
