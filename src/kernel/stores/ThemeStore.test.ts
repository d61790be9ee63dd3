import { describe, expect, it } from 'vitest'
import { OptionsError } from '../errors/options'
import { ThemeStore } from './ThemeStore'

describe('ThemeStore', () => {
  it('z-index defaults to 999', () => {
    expect(new ThemeStore('dark', {}).zIndex).toBe(999)
  })

  it("setMode accepts light and dark only, naming 'themeMode'", () => {
    const theme = new ThemeStore('dark', {})
    theme.setMode('light')
    expect(theme.mode).toBe('light')
    expect(() => theme.setMode('sepia' as 'dark')).toThrow("Invalid option 'themeMode'")
    expect(theme.mode).toBe('light')
  })

  it('setVariables merges, and refuses a bad value without changing anything', () => {
    const theme = new ThemeStore('dark', { '--w3m-accent': '#111111' })
    theme.setVariables({ '--w3m-z-index': 10 })
    expect(theme.variables).toEqual({ '--w3m-accent': '#111111', '--w3m-z-index': 10 })
    expect(() => theme.setVariables({ '--w3m-z-index': 'top' as unknown as number })).toThrow(OptionsError)
    expect(() => theme.setVariables({ '--w3m-z-index': 'top' as unknown as number })).toThrow("Invalid option 'themeVariables.--w3m-z-index'")
    expect(theme.variables['--w3m-z-index']).toBe(10)
  })
})
