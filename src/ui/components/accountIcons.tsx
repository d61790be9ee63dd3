import type { ReactNode } from 'react'

/** Icons used only by the lazily loaded account and network views (kept out of the entry chunk). */
function Svg({ size = 16, children }: { readonly size?: number | undefined; readonly children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  )
}

export const CopyIcon = ({ size }: { readonly size?: number }) => (
  <Svg size={size}>
    <rect x="5.5" y="5.5" width="8" height="8" rx="2" />
    <path d="M10.5 3.5a2 2 0 0 0-2-1.5h-4A2.5 2.5 0 0 0 2 4.5v4a2 2 0 0 0 1.5 2" />
  </Svg>
)
export const ChevronIcon = ({ size }: { readonly size?: number }) => (
  <Svg size={size}>
    <path d="M6 3l5 5-5 5" />
  </Svg>
)
export const DisconnectIcon = ({ size }: { readonly size?: number }) => (
  <Svg size={size}>
    <path d="M6 14H3.5A1.5 1.5 0 0 1 2 12.5v-9A1.5 1.5 0 0 1 3.5 2H6M10.5 11.5L14 8l-3.5-3.5M14 8H6" />
  </Svg>
)
export const NetworkIcon = ({ size }: { readonly size?: number }) => (
  <Svg size={size}>
    <circle cx="8" cy="8" r="6" />
    <path d="M2 8h12M8 2c2 2 2 10 0 12M8 2c-2 2-2 10 0 12" />
  </Svg>
)
export const WalletsIcon = ({ size }: { readonly size?: number }) => (
  <Svg size={size}>
    <rect x="2" y="4" width="12" height="9" rx="2" />
    <path d="M4 4V3.5A1.5 1.5 0 0 1 5.5 2h5A1.5 1.5 0 0 1 12 3.5V4M10.5 8.5h1" />
  </Svg>
)
export const TagIcon = ({ size }: { readonly size?: number }) => (
  <Svg size={size}>
    <path d="M2 3.5V7l6.5 6.5a1.5 1.5 0 0 0 2 0l3-3a1.5 1.5 0 0 0 0-2L7 2H3.5A1.5 1.5 0 0 0 2 3.5z" />
    <circle cx="5" cy="5" r="1" />
  </Svg>
)
