import { observer } from 'mobx-react-lite'
import { useKit } from '../KitContext'
import { viewTitle } from '../views/viewTitle'
import { BackIcon, CloseIcon } from './icons'

export const TITLE_ID = 'gw-dialog-title'

/** Back, title and close. The back button shows only when there is history to go back to; close, only when the modal may close (§2). */
export const Header = observer(function Header({ view }: { readonly view: string }) {
  const kit = useKit()
  return (
    <div className="gw-header">
      {kit.router.canGoBack ? (
        <button type="button" className="gw-icon-button" data-testid="gw-header-back" aria-label="Back" onClick={kit.router.goBack}>
          <BackIcon />
        </button>
      ) : (
        <span />
      )}
      <h2 className="gw-title" id={TITLE_ID} data-testid="gw-header-title" tabIndex={-1}>
        {viewTitle(kit, view)}
      </h2>
      {kit.closeBlocked ? (
        <span />
      ) : (
        <button type="button" className="gw-icon-button" data-testid="gw-header-close" aria-label="Close" onClick={() => void kit.close()}>
          <CloseIcon />
        </button>
      )}
    </div>
  )
})
