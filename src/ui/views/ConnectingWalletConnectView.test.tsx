// @vitest-environment happy-dom
import type { SessionTypes } from '@walletconnect/types'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { KitRoot } from '../../kernel/root'
import type { PendingConnection } from '../../kernel/walletconnect/WalletConnectClient'
import type { WalletConnectStore } from '../../kernel/walletconnect/WalletConnectStore'
import type { WalletRecord } from '../../protocol/walletRecord'
import { SessionFakeAdapter } from '../../test-support/fakeAdapter'
import { renderWithKit, testOptions } from '../../test-support/testKit'
import ConnectingWalletConnectBasicView from './ConnectingWalletConnectBasicView'
import ConnectingWalletConnectView from './ConnectingWalletConnectView'
import { pickDirectoryWallet } from '../../kernel/router/pickWallet'

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const metamask: WalletRecord = { id: 'metamask', name: 'MetaMask', mobile_link: 'metamask://' }
const pairingUri = (n: number) => `wc:${n.toString(16).padStart(64, '0')}@2?relay-protocol=irn&symKey=${'7'.repeat(64)}&expiryTimestamp=${Math.floor(Date.now() / 1000) + 300}`

/** The wallet's answers to the pairings the view shows, in order. */
const proposals: { uri: string; reject(error: unknown): void }[] = []
vi.mock('../../kernel/walletconnect/WalletConnectClient', () => ({
  WalletConnectClient: {
    create: () =>
      Promise.resolve({
        connect(): Promise<PendingConnection> {
          const uri = pairingUri(proposals.length + 1)
          const approval = new Promise<SessionTypes.Struct>((_resolve, reject) => proposals.push({ uri, reject }))
          return Promise.resolve({ uri, pairingTopic: uri.slice(3, 67), approval: () => approval })
        },
        close: () => Promise.resolve(),
      }),
  },
}))

const kits: KitRoot[] = []
function kit(): KitRoot {
  const made = new KitRoot(testOptions({ adapters: [new SessionFakeAdapter()], metadata: { name: 'dApp', description: '', url: 'https://dapp.test', icons: [] } }))
  kits.push(made)
  return made
}

function setClipboard(writeText: (text: string) => Promise<void>): void {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
}

/** The drawn modules of the QR code: they change with the uri it carries. */
const qrModules = (qr: HTMLElement) => qr.querySelector('path')?.getAttribute('d')

beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {}))))
afterEach(() => {
  cleanup()
  for (const made of kits.splice(0)) made.destroy()
  proposals.length = 0
  vi.unstubAllGlobals()
})

describe('ConnectingWalletConnect view', () => {
  it('shows a placeholder, then the QR code to scan', async () => {
    renderWithKit(kit(), <ConnectingWalletConnectView />)
    // The WalletConnect code loads with the view's first render, then the pairing starts: start-up work, which
    // on a busy machine takes longer than findBy's default second.
    expect(await screen.findByRole('img', { name: 'Preparing the QR code' }, { timeout: 10_000 })).toBeTruthy()
    const qr = await screen.findByRole('img', { name: 'QR code to connect your wallet' }, { timeout: 10_000 })
    expect(qr.getAttribute('data-testid')).toBe('gw-wc-qr')
    expect(screen.getByRole('status').textContent).toBe('Scan this QR code with your wallet on your phone')
  })

  it("'Copy link' copies the pairing uri and says 'Link copied'", async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve())
    setClipboard(writeText)
    const made = kit()
    renderWithKit(made, <ConnectingWalletConnectView />)
    await screen.findByRole('img', { name: 'QR code to connect your wallet' })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
      await Promise.resolve()
    })
    expect(writeText).toHaveBeenCalledExactlyOnceWith(proposals[0]!.uri)
    expect(made.toast).toMatchObject({ open: true, message: 'Link copied', variant: 'success' })
  })

  it("a clipboard that refuses shows 'Could not copy the link'", async () => {
    setClipboard(() => Promise.reject(new Error('NotAllowedError')))
    const made = kit()
    renderWithKit(made, <ConnectingWalletConnectView />)
    await screen.findByRole('img', { name: 'QR code to connect your wallet' })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
      await Promise.resolve()
    })
    expect(made.toast).toMatchObject({ open: true, message: 'Could not copy the link', variant: 'error' })
  })

  it("a refusal shows 'Connection rejected' and the reason; 'Try again' shows a new QR code", async () => {
    renderWithKit(kit(), <ConnectingWalletConnectView />)
    const first = qrModules(await screen.findByRole('img', { name: 'QR code to connect your wallet' }))
    await act(async () => proposals[0]!.reject({ code: 5000, message: 'User rejected.' }))
    expect((await screen.findByTestId('gw-wc-error')).textContent).toBe('Connection rejected')
    expect(screen.getByRole('status').textContent).toBe('Connection rejectedUser rejected.')
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull()
    // The stale link goes, and keyboard focus lands on Try again rather than on the page.
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }))
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    const again = await screen.findByRole('img', { name: 'QR code to connect your wallet' })
    expect(proposals).toHaveLength(2)
    expect(qrModules(again)).not.toBe(first)
    expect(screen.queryByTestId('gw-wc-error')).toBeNull()
  })

  it("any other failure shows 'Failed to connect' with what went wrong", async () => {
    renderWithKit(kit(), <ConnectingWalletConnectView />)
    await screen.findByRole('img', { name: 'QR code to connect your wallet' })
    await act(async () => proposals[0]!.reject(new Error('Proposal expired')))
    expect((await screen.findByTestId('gw-wc-error')).textContent).toBe('Failed to connect')
    expect(screen.getByText('Proposal expired')).toBeTruthy()
  })

  it("on a phone, the picked wallet's 'Open MetaMask' link carries the encoded pairing uri", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI)
    const made = kit()
    pickDirectoryWallet(made, metamask)
    renderWithKit(made, <ConnectingWalletConnectView walletId="metamask" />)
    const open = await screen.findByRole('link', { name: 'Open MetaMask' })
    expect(open.getAttribute('href')).toBe(`metamask://wc?uri=${encodeURIComponent(proposals[0]!.uri)}`)
    expect(screen.getByRole('status').textContent).toBe('Continue in MetaMask')
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull()
  })

  it('leaving the view keeps the pending pairing, whose approval may still come', async () => {
    const made = kit()
    const view = renderWithKit(made, <ConnectingWalletConnectView />)
    await screen.findByRole('img', { name: 'QR code to connect your wallet' })
    const walletConnect = () => made.lazy.get<WalletConnectStore>('walletConnect')!
    const { uri } = walletConnect()
    view.unmount()
    expect(walletConnect()).toMatchObject({ status: 'waiting', uri })
  })
})

describe('ConnectingWalletConnectBasic view', () => {
  it('shows the QR code for the uri the app passed to open({ uri }), and copies it', async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve())
    setClipboard(writeText)
    const made = kit()
    const uri = pairingUri(9)
    made.modal.setPairingUri(uri)
    renderWithKit(made, <ConnectingWalletConnectBasicView />)
    expect(screen.getByRole('img', { name: 'QR code to connect your wallet' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Scan this QR code with your wallet')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
      await Promise.resolve()
    })
    expect(writeText).toHaveBeenCalledExactlyOnceWith(uri)
    expect(made.toast).toMatchObject({ message: 'Link copied', variant: 'success' })
  })

  it('follows a new uri from the app', () => {
    const made = kit()
    renderWithKit(made, <ConnectingWalletConnectBasicView />)
    expect(screen.getByRole('status').textContent).toBe('Waiting for the connection link from the app')
    expect(screen.getByRole('button', { name: 'Copy link' }).hasAttribute('disabled')).toBe(true)
    act(() => made.modal.setPairingUri(pairingUri(1)))
    const first = qrModules(screen.getByRole('img', { name: 'QR code to connect your wallet' }))
    act(() => made.modal.setPairingUri(pairingUri(2)))
    expect(qrModules(screen.getByRole('img', { name: 'QR code to connect your wallet' }))).not.toBe(first)
  })

  it.each([
    ['not a WalletConnect uri', 'https://example.com', 'Invalid WalletConnect URI: it must start with wc:'],
    ['a short topic', `wc:abc@2?relay-protocol=irn&symKey=${'7'.repeat(64)}`, 'Invalid WalletConnect URI: the topic must be 64 hex characters'],
    ['version 1', `wc:${'a'.repeat(64)}@1?relay-protocol=irn&symKey=${'7'.repeat(64)}`, 'Invalid WalletConnect URI: only version 2 is supported'],
  ])('shows the exact error for %s, and no QR code', (_case, uri, message) => {
    const made = kit()
    made.modal.setPairingUri(uri)
    renderWithKit(made, <ConnectingWalletConnectBasicView />)
    expect(screen.getByTestId('gw-wc-error').textContent).toBe(message)
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Copy link' }).hasAttribute('disabled')).toBe(true)
  })
})
