/**
 * The modal's colours per theme mode, its default accent and font: the kit's theme (src/ui/themeStyle.ts)
 * and the secure site's approval frame, which must look like the modal around it, draw with these.
 */
export const PALETTES: Record<'dark' | 'light', Readonly<Record<string, string>>> = {
  dark: {
    '--gw-bg': '#161718',
    '--gw-bg-raised': '#232526',
    '--gw-surface': '#1f2122',
    '--gw-surface-hover': '#2a2c2e',
    '--gw-border': '#2f3234',
    '--gw-fg': '#f1f2f3',
    '--gw-fg-muted': '#a2a6aa',
    '--gw-accent-text': '#b9c2ff',
    '--gw-success': '#3ccb7f',
    '--gw-error': '#ff6b6b',
    '--gw-alert-bg': '#3a2224',
    '--gw-warning-bg': '#3a3220',
  },
  light: {
    '--gw-bg': '#ffffff',
    '--gw-bg-raised': '#ffffff',
    '--gw-surface': '#f2f3f5',
    '--gw-surface-hover': '#e7e9ed',
    '--gw-border': '#e3e5e8',
    '--gw-fg': '#141517',
    '--gw-fg-muted': '#5b6068',
    '--gw-accent-text': '#2a3bb8',
    '--gw-success': '#13864a',
    '--gw-error': '#c42424',
    '--gw-alert-bg': '#fdecec',
    '--gw-warning-bg': '#fdf4dc',
  },
}

export const DEFAULT_ACCENT = '#4353ee'
export const FONT_STACK = "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

/** Dark or white text, whichever reads better on the accent (WCAG relative luminance); white when unknown. */
export function textOnAccent(accent: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(accent.trim())?.[1]
  if (!hex) return '#ffffff'
  const full = hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex
  const channel = (offset: number) => {
    const value = parseInt(full.slice(offset, offset + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
  // Contrast with white is 1.05 / (L + 0.05); with near-black (#111) it is (L + 0.05) / 0.0561.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.0561 ? '#ffffff' : '#111111'
}

