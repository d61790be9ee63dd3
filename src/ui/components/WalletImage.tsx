import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import { useSlice } from '../hooks/useSlice'

/** How long a lazy image must stay in view before it is requested. */
export const LAZY_IMAGE_DWELL_MS = 150

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
  const images = useSlice('images')
  const placeholder = useRef<HTMLSpanElement>(null)
  const inline = src?.startsWith('data:image/') ?? false
  const state = src && !inline ? images?.state(src) : undefined

  useEffect(() => {
    if (!src || inline || state !== undefined || !images) return
    const target = placeholder.current
    if (eager || !target || typeof IntersectionObserver === 'undefined') {
      images.preload(src)
      return
    }
    // Requested once it has been in view for a moment, so a fast scroll past it requests nothing.
    let timer: ReturnType<typeof setTimeout> | undefined
    const observer = new IntersectionObserver((entries) => {
      clearTimeout(timer)
      if (!entries.some((entry) => entry.isIntersecting)) return
      timer = setTimeout(() => {
        observer.disconnect()
        images.preload(src)
      }, LAZY_IMAGE_DWELL_MS)
    })
    observer.observe(target)
    return () => {
      clearTimeout(timer)
      observer.disconnect()
    }
  }, [src, inline, eager, state, images])

  if (src && (inline || state === 'loaded')) {
    return <img className="gw-wallet-image" src={src} alt="" width={size} height={size} decoding="async" />
  }
  return <span ref={placeholder} className="gw-wallet-image" aria-hidden="true" data-image={state ?? 'idle'} />
})
