import { describe, expect, it } from 'vitest'
import { DEFAULT_Z_INDEX } from '../kernel/constants'
import { textOnAccent } from '../protocol/themePalettes'
import { themeStyle } from './themeStyle'

describe('themeStyle', () => {
  it('gives different backgrounds for dark and light', () => {
    expect(themeStyle('dark', {})['--gw-bg']).not.toBe(themeStyle('light', {})['--gw-bg'])
  })
  it('defaults the z-index to 999 and takes the developer value', () => {
    expect(themeStyle('dark', {})['--gw-z-index']).toBe(String(DEFAULT_Z_INDEX))
    expect(themeStyle('dark', { '--w3m-z-index': 20 })['--gw-z-index']).toBe('20')
  })
  it('picks readable text for the accent', () => {
    expect(textOnAccent('#4353ee')).toBe('#ffffff')
    expect(textOnAccent('#ffd600')).toBe('#111111')
    expect(textOnAccent('#fff')).toBe('#111111')
    expect(themeStyle('light', { '--w3m-accent': '#ffd600' })['--gw-on-accent']).toBe('#111111')
    expect(textOnAccent('rebeccapurple')).toBe('#ffffff')
  })
})
