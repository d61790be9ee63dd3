/** CSS of the Receive view; rendered in its own <style> inside the modal's shadow root, so it loads with the view. */
export const RECEIVE_CSS = /* css */ `
.gw-receive { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 4px 0 4px; }
.gw-receive-qr { display: block; max-width: 100%; height: auto; border-radius: calc(var(--gw-radius) * 4); background: #ffffff; box-shadow: 0 0 0 1px var(--gw-border); }
.gw-receive-card { display: flex; flex-direction: column; gap: 8px; width: 100%; padding: 12px; border-radius: calc(var(--gw-radius) * 4); background: var(--gw-surface); }
.gw-receive-heading { margin: 0; color: var(--gw-fg-muted); font-size: 1.2em; font-weight: 600; }
.gw-receive-address { margin: 0; color: var(--gw-fg); font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 1.4em; line-height: 1.45; overflow-wrap: anywhere; user-select: all; }
.gw-receive-copy {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; height: 40px; padding: 0 16px; width: 100%;
  border: 0; border-radius: calc(var(--gw-radius) * 3); background: var(--gw-accent); color: var(--gw-on-accent);
  font: inherit; font-size: 1.4em; font-weight: 600; cursor: pointer;
}
.gw-receive-copy:hover { filter: brightness(1.08); }
.gw-receive-copy:focus-visible { outline: 2px solid var(--gw-fg); outline-offset: 2px; }
.gw-receive-note { margin: 0; color: var(--gw-fg-muted); font-size: 1.2em; }
.gw-receive-networks { display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.gw-receive-network { padding: 4px 10px; border: 1px solid var(--gw-border); border-radius: 999px; background: var(--gw-bg); color: var(--gw-fg); font-size: 1.25em; font-weight: 500; }
.gw-receive-network[aria-current="true"] { border-color: var(--gw-accent); }
`
