// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from './index'
import { definePlugin } from './plugin'
import { fakeSiwx } from './test-support/fakeSiwx'
import { testOptions } from './test-support/testKit'

describe('createAppKit', () => {
  afterEach(() => {
    document.body.innerHTML = ''
    vi.unstubAllGlobals()
  })

  it('appends one modal element per kit and removes it on destroy', () => {
    const first = createAppKit(testOptions())
    const second = createAppKit(testOptions())
    expect(document.querySelectorAll('gangway-modal')).toHaveLength(2)
    expect(first).not.toBe(second)
    first.destroy()
    second.destroy()
    expect(document.querySelectorAll('gangway-modal')).toHaveLength(0)
  })

  it('a bad option throws and builds nothing', () => {
    expect(() => createAppKit(testOptions({ themeMode: 'blue' as 'dark' }))).toThrow(/themeMode/)
    expect(() => createAppKit(testOptions({ siwx: fakeSiwx(), siweConfig: {} }))).toThrow(/siwx/)
    expect(document.querySelectorAll('gangway-modal')).toHaveLength(0)
  })

  it('does not append the element with disableAppend or enableEmbedded, but exposes it', () => {
    const kit = createAppKit(testOptions({ disableAppend: true }))
    const embedded = createAppKit(testOptions({ enableEmbedded: true }))
    expect(document.querySelectorAll('gangway-modal')).toHaveLength(0)
    expect(kit.element?.tagName.toLowerCase()).toBe('gangway-modal')
    expect(embedded.element?.shadowRoot).toBeTruthy()
  })

  it('two kits on one page keep their own state', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})))
    const first = createAppKit(testOptions())
    const second = createAppKit(testOptions())
    await first.open()
    expect(first.getState().open).toBe(true)
    expect(second.getState().open).toBe(false)
    // open() is intent: the chunks it starts fetching must arrive before the environment is torn down.
    await vi.dynamicImportSettled()
    first.destroy()
    second.destroy()
  })
})

describe('definePlugin', () => {
  it('rejects a plugin that redefines a core view or has a bad name', () => {
    const load = () => Promise.resolve({ views: {} })
    expect(() => definePlugin({ name: 'mine', views: { Connect: { title: 'x' } }, load })).toThrow("cannot redefine the core view 'Connect'")
    expect(() => definePlugin({ name: 'My Plugin', views: {}, load })).toThrow('kebab-case')
    expect(() => definePlugin({ name: 'mine', walletFeature: { id: 'x', view: 'Nope', label: 'x' }, load })).toThrow("has a wallet feature for a view it lacks: 'Nope'")
    expect(() => definePlugin({ name: 'mine', accountAction: { id: 'x', view: 'Nope', label: 'x' }, load })).toThrow("has an account action for a view it lacks: 'Nope'")
    expect(() => definePlugin({ name: 'mine', needs: ['wagmi' as 'viem'], load })).toThrow("Plugin 'mine' needs unknown kit code 'wagmi' (known: format, viem)")
    expect(() => definePlugin({ name: 'mine', connector: { id: '', name: 'Mine' }, load })).toThrow("Plugin 'mine' needs an id and a name for its connector")
  })

  it('lets a plugin provide a §2 view the kernel does not render (EmailLogin, Swap), and any flag name', () => {
    const load = () => Promise.resolve({ views: {} })
    expect(definePlugin({ name: 'swaps', flag: 'swaps', views: { Swap: { title: 'Swap' } }, load }).views).toEqual({ Swap: { title: 'Swap' } })
    expect(definePlugin({ name: 'mine', flag: { name: 'myFeature', remote: 'my_feature' }, load }).flag).toEqual({ name: 'myFeature', remote: 'my_feature' })
  })
})
