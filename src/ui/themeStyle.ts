import { DEFAULT_Z_INDEX } from '../kernel/constants'
import type { ThemeMode, ThemeVariables } from '../kernel/types'
import { DEFAULT_ACCENT, FONT_STACK, PALETTES, textOnAccent } from '../protocol/themePalettes'

/** Maps theme mode and AppKit's theme variables to the modal's CSS custom properties. */
export function themeStyle(mode: ThemeMode, variables: ThemeVariables): Record<string, string> {
  const palette = { ...PALETTES[mode] }
  const mix = variables['--w3m-color-mix']
  if (mix) {
    const strength = Math.min(100, Math.max(0, variables['--w3m-color-mix-strength'] ?? 0))
    for (const key of ['--gw-bg', '--gw-bg-raised', '--gw-surface', '--gw-surface-hover'] as const) {
      palette[key] = `color-mix(in srgb, ${palette[key]}, ${mix} ${strength}%)`
    }
  }
  const accent = variables['--w3m-accent'] ?? DEFAULT_ACCENT
  return {
    ...palette,
    ...(variables['--w3m-background'] ? { '--gw-bg': variables['--w3m-background'] } : {}),
    '--gw-accent': accent,
    '--gw-accent-soft': `color-mix(in srgb, ${accent} 18%, transparent)`,
    '--gw-on-accent': textOnAccent(accent),
    '--gw-font-family': variables['--w3m-font-family'] ?? FONT_STACK,
    '--gw-font-size': variables['--w3m-font-size-master'] ?? '10px',
    '--gw-radius': variables['--w3m-border-radius-master'] ?? '4px',
    '--gw-z-index': String(variables['--w3m-z-index'] ?? DEFAULT_Z_INDEX),
  }
}
