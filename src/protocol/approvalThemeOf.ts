import type { ApprovalTheme } from './approvalEvents'

/**
 * The part of the §2 theme the secure site draws with (approval frame, login frame): the mode, a #rrggbb accent, a
 * radius in px. Anything else an app sets is left out, so no app can inject CSS into the secure site's pages.
 */
export function approvalThemeOf(mode: 'light' | 'dark', variables: Readonly<Record<string, string | number | undefined>>): ApprovalTheme {
  const accent = String(variables['--w3m-accent'] ?? '').trim()
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(accent)?.[1]
  const radius = String(variables['--w3m-border-radius-master'] ?? '').trim()
  return {
    mode,
    ...(hex && { accent: `#${hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex}` }),
    ...(radius && /^\d{1,2}px$/.test(radius) && { radius }),
  }
}
