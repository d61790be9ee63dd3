import type { ApprovalTheme } from '../../protocol/approvalEvents'
import type { ThemeMode, ThemeVariables } from '../types'

/** The part of the §2 theme the approval frame takes: the mode, a #rrggbb accent, a radius in px. */
export function approvalThemeOf(mode: ThemeMode, variables: ThemeVariables): ApprovalTheme {
  const accent = variables['--w3m-accent']?.trim()
  const hex = accent && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(accent)?.[1]
  const radius = variables['--w3m-border-radius-master']?.trim()
  return {
    mode,
    ...(hex && { accent: `#${hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex}` }),
    ...(radius && /^\d{1,2}px$/.test(radius) && { radius }),
  }
}
