import type { CSSProperties } from 'react'

export const BUTTON_STYLE: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  height: 40,
  padding: '0 18px',
  border: 0,
  borderRadius: 12,
  background: '#4353ee',
  color: '#fff',
  font: "600 14px/1 ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  cursor: 'pointer',
}

export const CHAIN_STYLE: CSSProperties = { ...BUTTON_STYLE, background: '#20222b' }

export const UNSUPPORTED_STYLE: CSSProperties = { ...BUTTON_STYLE, background: '#c2262e' }

export const ROW_STYLE: CSSProperties = { display: 'inline-flex', gap: 8, alignItems: 'center' }
