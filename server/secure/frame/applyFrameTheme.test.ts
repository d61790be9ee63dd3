// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { applyFrameTheme } from './applyFrameTheme'

describe('applyFrameTheme (§7 SYNC_THEME on the frame page)', () => {
  it("takes the modal's mode as color-scheme and data-theme, its accent and radius; unsafe values are left out", () => {
    const root = document.createElement('html')
    applyFrameTheme(root, { themeMode: 'light', themeVariables: { '--w3m-accent': '#00aa00', '--w3m-border-radius-master': '2px' } })
    expect(root.dataset['theme']).toBe('light')
    expect(root.style.colorScheme).toBe('light')
    expect(root.style.getPropertyValue('--gw-accent')).toBe('#00aa00')
    expect(root.style.getPropertyValue('--gw-radius')).toBe('2px')
    expect(root.style.getPropertyValue('--gw-bg')).toBe('#ffffff')
    applyFrameTheme(root, { themeMode: 'dark', themeVariables: { '--w3m-accent': 'red; background: url(x)' } })
    expect(root.dataset['theme']).toBe('dark')
    expect(root.style.colorScheme).toBe('dark')
    expect(root.style.getPropertyValue('--gw-accent')).toBe('#4353ee')
    // Variables alone keep the mode.
    applyFrameTheme(root, { themeVariables: { '--w3m-accent': '#123456' } })
    expect(root.dataset['theme']).toBe('dark')
    expect(root.style.getPropertyValue('--gw-accent')).toBe('#123456')
  })
})
