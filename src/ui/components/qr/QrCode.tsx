import { useMemo } from 'react'
import { qrImage } from './qrMatrix'

export interface QrCodeProps {
  /** What the code carries (an address, a pairing or sign-in link). */
  readonly value: string
  /** What a screen reader hears (role img). */
  readonly label: string
  readonly testId?: string
  readonly className?: string
  /** Q leaves room for a logo in the middle; M (default) makes smaller codes. */
  readonly errorCorrection?: 'M' | 'Q'
}

/**
 * A QR code as an SVG: dark modules on white whatever the theme (scanners expect dark on light), with its
 * quiet zone, drawn with crisp edges at a whole number of pixels per module.
 */
export function QrCode({ value, label, testId, className, errorCorrection = 'M' }: QrCodeProps) {
  const { modules, path, pixels } = useMemo(() => qrImage(value, errorCorrection), [value, errorCorrection])
  return (
    <svg className={className} data-testid={testId} role="img" aria-label={label} width={pixels} height={pixels} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges">
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  )
}
