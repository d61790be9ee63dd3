import type { FrameRequestPayload } from '../../../src/protocol/frameEvents'
import { approvalThemeOf } from '../../../src/protocol/approvalThemeOf'
import { applyApprovalTheme } from '../approve/applyApprovalTheme'

/**
 * §7 SYNC_THEME on the frame page: its document takes the modal's mode (data-theme, color-scheme) and the parts of
 * its variables the secure site draws with (accent, radius: the approval frame's rules, so no app can inject CSS).
 */
export function applyFrameTheme(root: HTMLElement, { themeMode, themeVariables }: FrameRequestPayload<'SYNC_THEME'>): void {
  const mode = themeMode ?? (root.dataset['theme'] === 'light' ? 'light' : 'dark')
  applyApprovalTheme(root, approvalThemeOf(mode, themeVariables ?? {}))
  root.dataset['theme'] = mode
  root.style.colorScheme = mode
}
