import type { ReactNode } from 'react'

/** The few icons the shell needs, inline: no icon bundle in the entry. */
export interface IconProps {
  readonly size?: number
}

export function Svg({ size = 16, children }: IconProps & { readonly children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  )
}

export const CloseIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 4l8 8M12 4l-8 8" />
  </Svg>
)
export const BackIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M10 3L5 8l5 5" />
  </Svg>
)
export const GridIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="2" y="2" width="5" height="5" rx="1.5" />
    <rect x="9" y="2" width="5" height="5" rx="1.5" />
    <rect x="2" y="9" width="5" height="5" rx="1.5" />
    <rect x="9" y="9" width="5" height="5" rx="1.5" />
  </Svg>
)
