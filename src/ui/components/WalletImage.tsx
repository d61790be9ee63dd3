import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import { useKit } from '../KitContext'

interface WalletImageProps {
  readonly src: string | undefined
  /** Request it at once; otherwise only once it scrolls into view (§9: only the first 20 of a page are eager). */
  readonly eager: boolean
  readonly size?: number
}

/**
 * A wallet's image; decorative, since its name is always shown beside it. It goes through the kit's image
 * preloader: a placeholder shows until the image has loaded, and stays when it fails or takes over 2 s (§9).
 * Data URIs (EIP-6963 icons) need no request and show at once.
 */
export const WalletImage = observer(function WalletImage({ src, eager, size = 40 }: WalletImageProps) {
  const images = useKit().wallets.images
  const placeholder = useRef<HTMLSpanElement>(null)
  const inline = src?.startsWith('data:image/') ?? false
  const state = src && !inline ? images.state(src) : undefined

  useEffect(() => {
    if (!src || inline || state !== undefined) return
    const target = placeholder.current
    if (eager || !target || typeof IntersectionObserver === 'undefined') {
      images.preload(src)
      return
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      images.preload(src)
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [src, inline, eager, state, images])

  if (src && (inline || state === 'loaded')) {
    return <img className="gw-wallet-image" src={src} alt="" width={size} height={size} decoding="async" />
  }
  return <span ref={placeholder} className="gw-wallet-image" aria-hidden="true" data-image={state ?? 'idle'} />
})
