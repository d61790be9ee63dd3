import type { ApprovalTheme } from '../../protocol/approvalEvents'
import { approvalThemeOf as themeOf } from '../../protocol/approvalThemeOf'
import type { ThemeMode, ThemeVariables } from '../types'

/** The part of the §2 theme the approval frame takes: the mode, a #rrggbb accent, a radius in px. */
export function approvalThemeOf(mode: ThemeMode, variables: ThemeVariables): ApprovalTheme {
  return themeOf(mode, { ...variables })
}
