// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppKit } from '../AppKit'
import { KIT_CREATED_EVENT } from '../kernel/kitAnnouncement'
import { KitRoot } from '../kernel/root'
import { appKitOf, testOptions } from '../test-support/testKit'
import type { GangwayAccountButton } from './GangwayAccountButton'
import type { GangwayButton } from './GangwayButton'
import type { GangwayNetworkButton } from './GangwayNetworkButton'
import { defineWebComponents } from './defineWebComponents'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const roots: KitRoot[] = []

beforeAll(() => defineWebComponents())

beforeEach(() => {
  // Opening or pointing at a button starts the kit's remote calls; none of them answers here.
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}))
})

afterEach(() => {
  document.body.replaceChildren()
  for (const root of roots.splice(0)) root.destroy()
  vi.unstubAllGlobals()
})

function newKit(): { root: KitRoot; appkit: AppKit } {
  const root = new KitRoot(testOptions())
  roots.push(root)
  return { root, appkit: appKitOf(root) }
}

/** An element bound to `appkit` explicitly, in the page. */
function place<Tag extends 'gangway-button' | 'gangway-network-button' | 'gangway-account-button'>(tag: Tag, appkit: AppKit | undefined, attributes: Record<string, string> = {}): HTMLElementTagNameMap[Tag] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  if (appkit) element.appkit = appkit
  document.body.append(element)
  return element
}

const buttonOf = (element: HTMLElement) => element.shadowRoot!.querySelector('button')!

describe('<gangway-button>', () => {
  it('says Connect Wallet (or its label) and opens Connect', () => {
    const { appkit } = newKit()
    const open = vi.spyOn(appkit, 'open').mockResolvedValue()
    const element: GangwayButton = place('gangway-button', appkit)
    const button = buttonOf(element)
    expect(button.textContent).toBe('Connect Wallet')
    expect(button.type).toBe('button')
    expect(button.disabled).toBe(false)
    element.setAttribute('label', 'Sign in')
    expect(button.textContent).toBe('Sign in')
    button.click()
    expect(open).toHaveBeenCalledWith({ view: 'Connect' })
  })

  it('really opens the kit’s modal on Connect', async () => {
    const { root, appkit } = newKit()
    const open = vi.spyOn(appkit, 'open')
    buttonOf(place('gangway-button', appkit)).click()
    expect(appkit.getState().open).toBe(true)
    expect(root.router.current.view).toBe('Connect')
    // Opening loads the kit's lazy slices; let them land before the kit is destroyed.
    await open.mock.results[0]!.value
  })

  it('shows the loading label, busy, while connecting', () => {
    const { root, appkit } = newKit()
    const element = place('gangway-button', appkit)
    root.account.setStatus('connecting')
    expect(buttonOf(element).textContent).toBe('Connecting...')
    expect(buttonOf(element).getAttribute('aria-busy')).toBe('true')
    element.setAttribute('loadingLabel', 'One moment')
    expect(buttonOf(element).textContent).toBe('One moment')
    root.account.setStatus('disconnected')
    expect(buttonOf(element).textContent).toBe('Connect Wallet')
    expect(buttonOf(element).hasAttribute('aria-busy')).toBe(false)
  })

  it('connected: the short address and the balance (unless balance="hide"); opens Account', () => {
    const { root, appkit } = newKit()
    const open = vi.spyOn(appkit, 'open').mockResolvedValue()
    const element = place('gangway-button', appkit)
    root.account.setConnected(`eip155:31337:${ADDRESS}`)
    expect(buttonOf(element).textContent).toBe('0xf3…b92266')
    expect(buttonOf(element).title).toBe(ADDRESS)
    root.account.setBalance('12.345678', 'ETH')
    expect(buttonOf(element).textContent).toBe('12.345 ETH0xf3…b92266')
    expect(buttonOf(element).querySelector('.gw-detail')?.textContent).toBe('12.345 ETH')
    element.setAttribute('balance', 'hide')
    expect(buttonOf(element).textContent).toBe('0xf3…b92266')
    buttonOf(element).click()
    expect(open).toHaveBeenCalledWith({ view: 'Account' })
  })

  it('namespace="solana": shows that namespace\'s account only, and opens Connect limited to it', () => {
    const { root, appkit } = newKit()
    const open = vi.spyOn(appkit, 'open').mockResolvedValue()
    const element = place('gangway-button', appkit, { namespace: 'solana' })
    root.account.setConnected(`eip155:31337:${ADDRESS}`)
    expect(buttonOf(element).textContent).toBe('Connect Wallet')
    buttonOf(element).click()
    expect(open).toHaveBeenCalledWith({ view: 'Connect', namespace: 'solana' })
    element.setAttribute('namespace', 'eip155')
    expect(buttonOf(element).textContent).toBe('0xf3…b92266')
  })

  it('disabled: the inner button is disabled and a click opens nothing', () => {
    const { appkit } = newKit()
    const open = vi.spyOn(appkit, 'open').mockResolvedValue()
    const element = place('gangway-button', appkit, { disabled: '' })
    expect(buttonOf(element).disabled).toBe(true)
    element.click()
    buttonOf(element).click()
    expect(open).not.toHaveBeenCalled()
    element.removeAttribute('disabled')
    expect(buttonOf(element).disabled).toBe(false)
  })

  it('pointing at or focusing it is intent: the kit prefetches', () => {
    const { appkit } = newKit()
    const prefetch = vi.spyOn(appkit, 'prefetch').mockImplementation(() => {})
    const button = buttonOf(place('gangway-button', appkit))
    button.dispatchEvent(new PointerEvent('pointerenter'))
    button.dispatchEvent(new FocusEvent('focus'))
    expect(prefetch).toHaveBeenCalledTimes(2)
  })

  it('stops following the kit when removed, and follows again when put back', () => {
    const { root, appkit } = newKit()
    const element = place('gangway-button', appkit)
    element.remove()
    expect(element.appkit).toBeUndefined()
    root.account.setConnected(`eip155:31337:${ADDRESS}`)
    expect(buttonOf(element).textContent).toBe('Connect Wallet')
    document.body.append(element)
    expect(buttonOf(element).textContent).toBe('0xf3…b92266')
  })

  it('takes its colours from the kit’s theme, live', () => {
    const { appkit } = newKit()
    const element = place('gangway-button', appkit)
    const themeCss = () => element.shadowRoot!.querySelectorAll('style')[1]!.textContent
    expect(themeCss()).toContain('--gw-bg:#161718')
    appkit.setThemeMode('light')
    expect(themeCss()).toContain('--gw-bg:#ffffff')
    appkit.setThemeVariables({ '--w3m-accent': '#ff0000' })
    expect(themeCss()).toContain('--gw-accent:#ff0000')
  })
})

describe('finding the kit', () => {
  it('without a kit, the button is disabled; it binds to the kit announced later', () => {
    const element = place('gangway-button', undefined)
    expect(buttonOf(element).disabled).toBe(true)
    expect(buttonOf(element).textContent).toBe('Connect Wallet')
    const { root, appkit } = newKit()
    document.dispatchEvent(new CustomEvent(KIT_CREATED_EVENT, { detail: appkit }))
    expect(element.appkit).toBe(appkit)
    expect(buttonOf(element).disabled).toBe(false)
    root.account.setConnected(`eip155:31337:${ADDRESS}`)
    expect(buttonOf(element).textContent).toBe('0xf3…b92266')
  })

  it('finds the kit on the <gangway-modal> already in the page, and ignores anything that is not a kit', () => {
    const { appkit } = newKit()
    const modal = Object.assign(document.createElement('gangway-modal'), { appkit })
    const stranger = Object.assign(document.createElement('gangway-modal'), { appkit: { open: 'no' } })
    document.body.append(modal, stranger)
    expect(place('gangway-button', undefined).appkit).toBe(appkit)
  })

  it('an explicit appkit wins over a kit created afterwards', () => {
    const first = newKit().appkit
    const element = place('gangway-button', first)
    document.dispatchEvent(new CustomEvent(KIT_CREATED_EVENT, { detail: newKit().appkit }))
    expect(element.appkit).toBe(first)
  })
})

describe('<gangway-network-button>', () => {
  it('shows the active network, Unknown Network with a warning when unsupported, and opens the network list', () => {
    const { root, appkit } = newKit()
    const open = vi.spyOn(appkit, 'open').mockResolvedValue()
    const element: GangwayNetworkButton = place('gangway-network-button', appkit)
    const button = buttonOf(element)
    expect(button.textContent).toBe('Gangway Local')
    expect(button.getAttribute('aria-label')).toBe('Switch network, current: Gangway Local')
    root.networks.setUnsupported('eip155', 1)
    expect(button.textContent).toBe('⚠Unknown Network')
    expect(button.getAttribute('aria-label')).toBe('Switch network, current: Unknown Network, not supported')
    button.click()
    expect(open).toHaveBeenCalledWith({ view: 'SwitchNetwork' })
  })
})

describe('<gangway-account-button>', () => {
  it('shows nothing while disconnected, then the account and its balance; opens Account', () => {
    const { root, appkit } = newKit()
    const open = vi.spyOn(appkit, 'open').mockResolvedValue()
    const element: GangwayAccountButton = place('gangway-account-button', appkit, { balance: 'show' })
    expect(buttonOf(element).hidden).toBe(true)
    root.account.setConnected(`eip155:31337:${ADDRESS}`)
    root.account.setBalance('0.5', 'ETH')
    expect(buttonOf(element).hidden).toBe(false)
    expect(buttonOf(element).textContent).toBe('0.500 ETH0xf3…b92266')
    buttonOf(element).click()
    expect(open).toHaveBeenCalledWith({ view: 'Account' })
    root.account.reset()
    expect(buttonOf(element).hidden).toBe(true)
  })
})
