/**
 * The theme tokens: the modal's CSS custom properties, set on <gangway-modal> from the theme mode and the
 * host's themeVariables. Style a plugin with these (var(...) strings) so it follows the theme.
 */
export const THEME_TOKENS = {
  background: 'var(--gw-bg)',
  backgroundRaised: 'var(--gw-bg-raised)',
  foreground: 'var(--gw-fg)',
  foregroundMuted: 'var(--gw-fg-muted)',
  surface: 'var(--gw-surface)',
  surfaceHover: 'var(--gw-surface-hover)',
  border: 'var(--gw-border)',
  accent: 'var(--gw-accent)',
  accentSoft: 'var(--gw-accent-soft)',
  accentText: 'var(--gw-accent-text)',
  onAccent: 'var(--gw-on-accent)',
  error: 'var(--gw-error)',
  success: 'var(--gw-success)',
  alertBackground: 'var(--gw-alert-bg)',
  warningBackground: 'var(--gw-warning-bg)',
  fontFamily: 'var(--gw-font-family)',
  fontSize: 'var(--gw-font-size)',
  /** One unit of corner rounding: multiply it (calc(var(--gw-radius) * 3)). */
  radius: 'var(--gw-radius)',
  zIndex: 'var(--gw-z-index)',
} as const

export type ThemeToken = keyof typeof THEME_TOKENS
