import { ANIMATION_MS } from '../../kernel/constants'
import type { ToastVariant } from '../../kernel/stores/ToastStore'

const TOAST_CSS = /* css */ `
.gw-toast {
  position: absolute; left: 50%; top: 12px; transform: translateX(-50%); z-index: 2; display: flex; align-items: center; gap: 8px;
  max-width: calc(100% - 28px); padding: 8px 14px; border-radius: 999px; border: 1px solid var(--gw-border);
  background: var(--gw-bg-raised); color: var(--gw-fg); font-size: 1.3em; box-shadow: 0 8px 24px rgba(0,0,0,0.18);
  animation: gw-drop ${ANIMATION_MS.toast}ms ease-out both;
}
.gw-toast-dot { width: 8px; height: 8px; border-radius: 50%; background: var(--gw-success); flex: none; }
.gw-toast[data-variant="error"] .gw-toast-dot { background: var(--gw-error); }
.gw-toast[data-variant="loading"] .gw-toast-dot { background: var(--gw-accent); animation: gw-pulse 900ms ease-in-out infinite; }
@keyframes gw-drop { from { opacity: 0; transform: translate(-50%, -6px); } to { opacity: 1; transform: translate(-50%, 0); } }
@keyframes gw-pulse { 50% { opacity: 0.35; } }
`

/** The toast itself: loaded with the first toast, inside the live region the shell keeps rendered. */
export default function ToastContent({ message, variant }: { readonly message: string; readonly variant: ToastVariant }) {
  return (
    <>
      <style>{TOAST_CSS}</style>
      <div className="gw-toast" data-testid="gw-toast" data-variant={variant}>
        <span className="gw-toast-dot" aria-hidden="true" />
        {message}
      </div>
    </>
  )
}
