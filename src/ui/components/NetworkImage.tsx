import { observer } from 'mobx-react-lite'
import { networkImageUrl } from '../../kernel/networkImageUrl'
import type { CaipNetwork } from '../../kernel/types'
import { useKit } from '../KitContext'
import { NetworkIcon } from './accountIcons'

/** A network's icon in the modal: the developer's chainImages image for it, else the generic network mark. */
export const NetworkImage = observer(function NetworkImage({ network, size = 18 }: { readonly network: CaipNetwork | undefined; readonly size?: number }) {
  const src = networkImageUrl(network, useKit().options.chainImages)
  return src ? <img className="gw-network-image" src={src} alt="" width={size} height={size} data-testid="gw-network-image" /> : <NetworkIcon size={size} />
})
