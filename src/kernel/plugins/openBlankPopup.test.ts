// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openBlankPopup } from './openBlankPopup'

describe('openBlankPopup', () => {
  afterEach(() => vi.restoreAllMocks())

  it('opens a named 600 × 800 popup centred on the page, saying what loads', () => {
    const page = document.implementation.createHTMLDocument('')
    const open = vi.spyOn(window, 'open').mockReturnValue({ document: page } as unknown as Window)
    Object.assign(window, { screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 1000 })
    const popup = openBlankPopup({ name: 'gangway-pay', title: 'Pay', loadingText: "Loading the exchange's page…" })
    expect(open).toHaveBeenCalledWith('', 'gangway-pay', 'popup=yes,width=600,height=800,left=500,top=150')
    expect(popup).not.toBeNull()
    expect([page.title, page.body.textContent]).toEqual(['Pay', "Loading the exchange's page…"])
  })

  it('a blocked popup is null; one showing another origin is still returned', () => {
    vi.spyOn(window, 'open').mockReturnValueOnce(null)
    expect(openBlankPopup({ name: 'a', title: 't', loadingText: 'l' })).toBeNull()
    const foreign = Object.defineProperty({}, 'document', { get: () => { throw new DOMException('cross-origin', 'SecurityError') } }) as Window
    vi.spyOn(window, 'open').mockReturnValueOnce(foreign)
    expect(openBlankPopup({ name: 'a', title: 't', loadingText: 'l' })).toBe(foreign)
  })
})
