import { ANIMATION_MS, MODAL_WIDTH_PX } from '../kernel/constants'

/** Every style of the modal, scoped inside its shadow root. Colours come from the theme variables (themeStyle.ts). */
export const MODAL_CSS = /* css */ `
:host { all: initial; }
*, *::before, *::after { box-sizing: border-box; }
.gw-root {
  font-family: var(--gw-font-family);
  font-size: var(--gw-font-size);
  color: var(--gw-fg);
  -webkit-font-smoothing: antialiased;
  line-height: 1.35;
}
.gw-overlay {
  position: fixed; inset: 0; z-index: var(--gw-z-index);
  display: flex; align-items: center; justify-content: center;
}
/* The backdrop fades in on its own layer: the dialog is never under an opacity of 0, so it shows in its first frame. */
.gw-overlay::before {
  content: ''; position: absolute; inset: 0; background: rgba(0, 0, 0, 0.52);
  animation: gw-fade ${ANIMATION_MS.modal}ms ease-out both;
}
.gw-overlay[data-state="closing"] { animation: gw-fade-out ${ANIMATION_MS.modal}ms ease-in both; }
.gw-dialog {
  position: relative; width: ${MODAL_WIDTH_PX}px; max-width: 100vw; max-height: min(640px, 92vh);
  display: flex; flex-direction: column; overflow: hidden;
  background: var(--gw-bg); color: var(--gw-fg);
  border: 1px solid var(--gw-border); border-radius: calc(var(--gw-radius) * 7);
  box-shadow: 0 24px 64px rgba(0, 0, 0, 0.28);
  animation: gw-rise ${ANIMATION_MS.modal}ms ease-out both;
  outline: none;
}
.gw-dialog[data-shake="true"] { animation: gw-shake 500ms ease-in-out; }
@media (max-width: 430px) {
  .gw-overlay { align-items: flex-end; }
  .gw-dialog { width: 100vw; border-radius: calc(var(--gw-radius) * 7) calc(var(--gw-radius) * 7) 0 0; }
}
.gw-header { display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; padding: 14px 14px 6px; min-height: 60px; }
.gw-title:focus { outline: none; }
.gw-title { margin: 0; text-align: center; font-size: 1.6em; font-weight: 600; letter-spacing: -0.01em; }
.gw-icon-button {
  width: 36px; height: 36px; display: inline-flex; align-items: center; justify-content: center;
  border: 1px solid transparent; border-radius: calc(var(--gw-radius) * 3); background: transparent; color: var(--gw-fg-muted); cursor: pointer;
}
.gw-icon-button:hover { background: var(--gw-surface); color: var(--gw-fg); }
button:focus-visible, input:focus-visible, a:focus-visible, [tabindex]:focus-visible {
  outline: 2px solid var(--gw-accent); outline-offset: 2px;
}
.gw-body { padding: 6px 14px 16px; overflow-y: auto; animation: gw-slide ${ANIMATION_MS.view}ms ease-out both; }
.gw-section { display: flex; flex-direction: column; gap: 8px; }
.gw-section + .gw-section { margin-top: 14px; }
.gw-separator { display: flex; align-items: center; gap: 10px; margin: 14px 0; color: var(--gw-fg-muted); font-size: 1.2em; }
.gw-separator::before, .gw-separator::after { content: ''; flex: 1; height: 1px; background: var(--gw-border); }
.gw-row {
  display: flex; align-items: center; gap: 12px; width: 100%; padding: 8px 12px 8px 8px; min-height: 56px;
  border: 1px solid transparent; border-radius: calc(var(--gw-radius) * 4); background: var(--gw-surface); color: var(--gw-fg);
  font: inherit; font-size: 1.5em; font-weight: 500; text-align: left; cursor: pointer;
}
.gw-row:hover { background: var(--gw-surface-hover); }
.gw-row-static { cursor: default; }
.gw-row-static:hover { background: var(--gw-surface); }
.gw-tag-button { border: 0; font: inherit; font-size: 0.75em; cursor: pointer; }
.gw-icon-tile { display: inline-flex; align-items: center; justify-content: center; }
.gw-row-label { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.gw-row-tag { font-size: 0.75em; font-weight: 600; padding: 3px 8px; border-radius: 999px; background: var(--gw-accent-soft); color: var(--gw-accent-text); }
.gw-wallet-image { width: 40px; height: 40px; border-radius: calc(var(--gw-radius) * 3); background: var(--gw-surface-hover); flex: none; object-fit: cover; }
.gw-skeleton { pointer-events: none; }
.gw-skeleton .gw-wallet-image, .gw-skeleton .gw-skeleton-line { background: linear-gradient(90deg, var(--gw-surface-hover), var(--gw-border), var(--gw-surface-hover)); background-size: 200% 100%; animation: gw-shimmer 1.2s linear infinite; }
.gw-skeleton-line { height: 12px; width: 45%; border-radius: 6px; }
.gw-muted { color: var(--gw-fg-muted); font-size: 1.3em; text-align: center; margin: 18px 0; }
.gw-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
@keyframes gw-fade { from { opacity: 0; } to { opacity: 1; } }
@keyframes gw-fade-out { from { opacity: 1; } to { opacity: 0; } }
@keyframes gw-rise { from { opacity: 0.6; transform: translateY(8px) scale(0.98); } to { opacity: 1; transform: none; } }
@keyframes gw-slide { from { opacity: 0.6; transform: translateX(6px); } to { opacity: 1; transform: none; } }
@keyframes gw-shimmer { from { background-position: 200% 0; } to { background-position: -200% 0; } }
@keyframes gw-shake { 10%, 90% { transform: translateX(-2px); } 20%, 80% { transform: translateX(4px); } 30%, 50%, 70% { transform: translateX(-6px); } 40%, 60% { transform: translateX(6px); } }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation: none !important; transition: none !important; }
}
`
