import type { QrImage } from './qrMatrix'

/**
 * A QR code as an SVG: dark modules on white whatever the theme (scanners expect dark on light), with
 * its quiet zone, drawn with crisp edges at a whole number of pixels per module.
 */
export function QrCode({ image, label, testId, className }: { readonly image: QrImage; readonly label: string; readonly testId: string; readonly className: string }) {
  const { modules, path, pixels } = image
  return (
    <svg
      className={className}
      data-testid={testId}
      role="img"
      aria-label={label}
      width={pixels}
      height={pixels}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  )
}
