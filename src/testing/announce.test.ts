// @vitest-environment happy-dom
/** announceTestWallet in a DOM: EIP-6963 announcement, answers to later requests, window.ethereum, disposal. */
import { Window as HappyDomWindow } from 'happy-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { announceTestWallet, type AnnounceWindow, type Eip6963ProviderDetail } from './announce'
import { createTestWallet } from './createTestWallet'
import { randomUuid } from './info'

const chains = [{ id: 31337, name: 'Gangway Local', rpcUrl: 'http://127.0.0.1:9' }]
type EthereumWindow = Window & { ethereum?: unknown }

function collectAnnouncements(target: Window = window): Eip6963ProviderDetail[] {
  const details: Eip6963ProviderDetail[] = []
  target.addEventListener('eip6963:announceProvider', (event) => details.push((event as CustomEvent<Eip6963ProviderDetail>).detail))
  return details
}

describe('announceTestWallet', () => {
  afterEach(() => {
    delete (window as EthereumWindow).ethereum
  })

  it('announces a frozen { info, provider } at once and on every eip6963:requestProvider until disposed', async () => {
    const details = collectAnnouncements()
    const wallet = createTestWallet({ chains, info: { name: 'Announced' } })
    const dispose = announceTestWallet(wallet)
    expect(details).toHaveLength(1)
    const [detail] = details
    expect(Object.isFrozen(detail)).toBe(true)
    expect(detail!.info).toEqual(wallet.info)
    expect(detail!.info.name).toBe('Announced')
    expect(detail!.provider).toBe(wallet)
    expect(await detail!.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(3)
    dispose()
    dispose()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(3)
    expect('ethereum' in window).toBe(false)
  })

  it('a dApp listening later discovers every announced wallet by requesting providers', () => {
    const first = createTestWallet({ chains, info: { name: 'First', rdns: 'dev.gangway.first' } })
    const second = createTestWallet({ chains, info: { name: 'Second', rdns: 'dev.gangway.second' } })
    const disposers = [announceTestWallet(first), announceTestWallet(second)]
    const details = collectAnnouncements()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details.map((d) => d.info.rdns)).toEqual(['dev.gangway.first', 'dev.gangway.second'])
    expect(new Set(details.map((d) => d.info.uuid)).size).toBe(2)
    for (const dispose of disposers) dispose()
  })

  it('asWindowEthereum sets window.ethereum (isGangwayTestWallet) and restores the previous one when disposed', () => {
    const previous = { request: () => Promise.resolve(null) }
    ;(window as EthereumWindow).ethereum = previous
    const wallet = createTestWallet({ chains })
    const dispose = announceTestWallet(wallet, { asWindowEthereum: true })
    expect((window as EthereumWindow).ethereum).toBe(wallet)
    expect(((window as EthereumWindow).ethereum as { isGangwayTestWallet: boolean }).isGangwayTestWallet).toBe(true)
    dispose()
    expect((window as EthereumWindow).ethereum).toBe(previous)
  })

  it('announces into another window when given one', async () => {
    const other = new HappyDomWindow() as unknown as Window
    const inOther = collectAnnouncements(other)
    const inMain = collectAnnouncements()
    const dispose = announceTestWallet(createTestWallet({ chains }), { window: other as unknown as AnnounceWindow, asWindowEthereum: true })
    expect(inOther).toHaveLength(1)
    expect(inMain).toHaveLength(0)
    expect((other as EthereumWindow).ethereum).toBeDefined()
    dispose()
    expect('ethereum' in other).toBe(false)
    await (other as unknown as HappyDomWindow).happyDOM.close()
  })
})

describe('randomUuid', () => {
  it('falls back to getRandomValues where crypto.randomUUID is missing (insecure origins)', () => {
    const original = globalThis.crypto.randomUUID
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      const ids = [randomUuid(), randomUuid()]
      for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(ids[0]).not.toBe(ids[1])
      expect(createTestWallet({ chains }).info.uuid).toMatch(/^[0-9a-f-]{36}$/)
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true })
    }
  })
})
