import { describe, expect, it, vi } from 'vitest'
import { RouterStore, type RouterHost } from './RouterStore'

function setup(overrides: Partial<RouterHost> = {}) {
  const host: RouterHost = {
    isConnected: () => false,
    knowsView: (view) => ['Connect', 'Account', 'AllWallets', 'Swap', 'SwitchNetwork'].includes(view),
    closeModal: vi.fn(),
    willShow: vi.fn(),
    ...overrides,
  }
  return { host, router: new RouterStore(host) }
}

describe('RouterStore', () => {
  it('push, replace and reset change the stack', () => {
    const { router } = setup()
    router.push('AllWallets')
    expect(router.history.map((e) => e.view)).toEqual(['Connect', 'AllWallets'])
    router.replace('Swap', { amount: '1' })
    expect(router.current).toEqual({ view: 'Swap', args: { amount: '1' } })
    router.reset('Account')
    expect(router.history).toEqual([{ view: 'Account' }])
  })

  it('rejects an unknown view and keeps the stack', () => {
    const { router } = setup()
    expect(() => router.push('Nope')).toThrow("Unknown view 'Nope'")
    expect(router.history).toEqual([{ view: 'Connect' }])
  })

  it('goBack with one entry closes the modal', () => {
    const { router, host } = setup()
    router.goBack()
    expect(host.closeModal).toHaveBeenCalledOnce()
    expect(router.history).toEqual([{ view: 'Connect' }])
  })

  it('goBack when connected and previous is Connect lands on Account', () => {
    const { router } = setup({ isConnected: () => true })
    router.push('AllWallets')
    router.goBack()
    expect(router.view).toBe('Account')
  })

  it('goBackToIndex keeps entries up to the index', () => {
    const { router } = setup()
    router.push('AllWallets')
    router.push('Swap')
    router.goBackToIndex(0)
    expect(router.history).toEqual([{ view: 'Connect' }])
  })

  it('goBackOrCloseModal pops when it can, closes otherwise', () => {
    const { router, host } = setup()
    router.push('AllWallets')
    router.goBackOrCloseModal()
    expect(router.view).toBe('Connect')
    expect(host.closeModal).not.toHaveBeenCalled()
    router.goBackOrCloseModal()
    expect(host.closeModal).toHaveBeenCalledOnce()
  })

  it('tells the host which view will show, so plugin chunks can load', () => {
    const { router, host } = setup()
    router.push('Swap')
    expect(host.willShow).toHaveBeenCalledWith('Swap')
  })
})
