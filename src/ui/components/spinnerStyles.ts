/** CSS of Spinner (gangway/ui). Reduced motion: a still arc instead of a turning one. */
export const SPINNER_CSS = /* css */ `
.gw-spinner { width: 40px; height: 40px; border-radius: 50%; border: 3px solid var(--gw-border); border-top-color: var(--gw-accent); animation: gw-spin 1s linear infinite; flex: none; }
.gw-spinner-small { width: 16px; height: 16px; border-width: 2px; border-color: currentColor; border-top-color: transparent; }
@keyframes gw-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .gw-spinner { animation: none !important; border-top-color: var(--gw-border); border-right-color: var(--gw-accent); } }
`
