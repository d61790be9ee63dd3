// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { KitRoot } from '../kernel/root'
import { testOptions } from '../test-support/testKit'
import { createStyleHost } from './components/styleHost'
import { registerCoreViews } from './views/coreViews'
import { warmUp } from './warmUp'

describe('the idle warm-up render', () => {
  afterEach(() => {
    document.body.replaceChildren()
    vi.unstubAllGlobals()
  })

  it("lays the dialog out in the modal's own font rules (.gw-root), hidden, then throws it away", async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})))
    const kit = new KitRoot(testOptions())
    registerCoreViews(kit.lazy)
    const element = document.createElement('div')
    document.body.append(element)
    const shadow = element.attachShadow({ mode: 'open' })
    warmUp(kit, shadow, createStyleHost(shadow))
    const dialog = shadow.querySelector('[role="dialog"]')
    expect(dialog?.closest('.gw-root')).not.toBeNull()
    expect(dialog?.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(kit.modal.isOpen).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(shadow.querySelector('[role="dialog"]')).toBeNull()
    kit.destroy()
  })
})
