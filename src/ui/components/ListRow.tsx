import type { ButtonHTMLAttributes, ReactNode } from 'react'

export interface ListRowProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  /** What sits before the label (an icon, a wallet's image). */
  readonly icon?: ReactNode
  readonly label: ReactNode
  /** A short tag after the label ('Installed', a count). */
  readonly tag?: ReactNode
  /** What sits at the end (a chevron). */
  readonly trailing?: ReactNode
}

/** A full-width list row you can press (wallets, networks, actions). Its look is part of the modal's base CSS. */
export function ListRow({ icon, label, tag, trailing, type = 'button', ...rest }: ListRowProps) {
  return (
    <button type={type} className="gw-row" {...rest}>
      {icon}
      <span className="gw-row-label">{label}</span>
      {tag !== undefined && <span className="gw-row-tag">{tag}</span>}
      {trailing}
    </button>
  )
}
