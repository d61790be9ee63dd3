import { Svg, type IconProps } from './icons'

/** Only the AllWallets view uses it, so it loads with that view. */
export const SearchIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="7" cy="7" r="4.5" />
    <path d="M10.5 10.5L14 14" />
  </Svg>
)
