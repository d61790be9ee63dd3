interface WalletImageProps {
  readonly src: string | undefined
  readonly eager: boolean
}

/** A wallet's image; decorative, since its name is always shown beside it. Off-screen ones load lazily (§9: first 20 eager). */
export function WalletImage({ src, eager }: WalletImageProps) {
  if (!src) return <span className="gw-wallet-image" aria-hidden="true" />
  return <img className="gw-wallet-image" src={src} alt="" width={40} height={40} loading={eager ? 'eager' : 'lazy'} decoding="async" />
}
