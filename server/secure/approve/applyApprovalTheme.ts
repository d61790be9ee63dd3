import type { ApprovalTheme } from '../../../src/protocol/approvalEvents'
import { DEFAULT_ACCENT, FONT_STACK, PALETTES, textOnAccent } from '../../../src/protocol/themePalettes'

/**
 * The modal's look for the approval frame: its palette for the mode, the app's accent and corner radius.
 * Text and background colours are the site's own, so an app cannot make the request unreadable.
 */
export function approvalThemeProperties(theme: ApprovalTheme): Record<string, string> {
  const accent = theme.accent ?? DEFAULT_ACCENT
  return {
    ...PALETTES[theme.mode],
    '--gw-accent': accent,
    '--gw-on-accent': textOnAccent(accent),
    '--gw-radius': theme.radius ?? '4px',
    '--gw-font-family': FONT_STACK,
  }
}

export function applyApprovalTheme(root: HTMLElement, theme: ApprovalTheme): void {
  for (const [name, value] of Object.entries(approvalThemeProperties(theme))) root.style.setProperty(name, value)
}
