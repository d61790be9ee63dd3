// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { loadRemoteFlags } from '../../kernel/plugins/loadRemoteFlags'
import type { KitRoot } from '../../kernel/root'
import { fakeAuthBridge } from '../../test-support/fakeAuthBridge'
import { renderPluginView, renderConnectSection } from '../../test-support/pluginTestKit'
import { kitsPerTest } from '../../test-support/kitsPerTest'
import { renderWithKit, testOptions } from '../../test-support/testKit'
import { ConnectView } from '../../ui/views/ConnectView'
import { social } from './index'

const startKit = kitsPerTest()
function kitWithSocial(overrides: Parameters<typeof testOptions>[0] = {}): KitRoot {
  return startKit(testOptions({ plugins: [social()], ...overrides }))
}

const buttonOrder = () => screen.getAllByRole('button').map((button) => button.dataset['testid'])

describe('social plugin: the Connect view buttons', () => {
  it('loads with the Connect view and lists the providers in the default order (§9)', async () => {
    const kit = kitWithSocial()
    renderWithKit(kit, <ConnectView />)
    await screen.findByTestId('gw-social')
    expect(screen.getByTestId('gw-social-google').textContent).toBe('Continue with Google')
    expect(buttonOrder().filter((id) => id?.startsWith('gw-social-'))).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'].map((name) => `gw-social-${name}`))
    expect(screen.getByTestId('gw-social-x').getAttribute('aria-label')).toBe('Continue with X')
  })

  it("follows features.socials, and the remote config's order wins (§6)", async () => {
    const kit = kitWithSocial({ features: { socials: ['github', 'google', 'x'] } })
    await renderConnectSection(kit, 'social')
    expect(buttonOrder()).toEqual(['gw-social-github', 'gw-social-google', 'gw-social-x'])
    await loadRemoteFlags(kit, () => Promise.resolve({ ok: true, remote: { socials: ['x', 'discord', 'github'] } }))
    await waitFor(() => expect(buttonOrder()).toEqual(['gw-social-x', 'gw-social-github']))
  })

  it('opens the 600x800 popup synchronously inside the click, before any chunk or frame call (§4)', async () => {
    const kit = kitWithSocial()
    const popup = { closed: false, location: { href: '' }, close: vi.fn(), document: { title: '', body: { style: {}, textContent: '' } } }
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    // The frame then waits for the popup's result (never here).
    const frame = fakeAuthBridge(kit, { GET_SOCIAL_REDIRECT_URI: () => ({ uri: 'http://127.0.0.1:3005/auth?state=s' }), CONNECT_SOCIAL: () => new Promise(() => {}) })
    await renderConnectSection(kit, 'social')
    fireEvent.click(screen.getByTestId('gw-social-google'))
    expect(open).toHaveBeenCalledTimes(1)
    expect(open.mock.calls[0]?.[2]).toMatch(/width=600,height=800/)
    expect(frame.request).not.toHaveBeenCalled()
    await waitFor(() => expect(popup.location.href).toBe('http://127.0.0.1:3005/auth?state=s'))
    expect(await screen.findByTestId('gw-social-status')).toHaveProperty('textContent', 'Continue in the Google window')
    popup.closed = true
  })

  it('Farcaster opens ConnectingFarcaster and no popup', async () => {
    const kit = kitWithSocial()
    const open = vi.spyOn(window, 'open')
    await renderConnectSection(kit, 'social')
    fireEvent.click(screen.getByTestId('gw-social-farcaster'))
    expect(kit.router.view).toBe('ConnectingFarcaster')
    expect(open).not.toHaveBeenCalled()
    fakeAuthBridge(kit, { GET_FARCASTER_URI: () => new Promise(() => {}) })
    cleanup()
    await renderPluginView(kit, 'ConnectingFarcaster')
    expect(await screen.findByTestId('gw-farcaster-qr-loading')).toBeTruthy()
  })

  it('renders nothing when the remote config leaves no provider', async () => {
    const kit = kitWithSocial()
    await loadRemoteFlags(kit, () => Promise.resolve({ ok: true, remote: { socials: [] } }))
    await expect(renderConnectSection(kit, 'social')).rejects.toThrow("Plugin 'social' is turned off by its flag 'socials'")
    renderWithKit(kit, <ConnectView />)
    await screen.findByTestId('gw-connect-sections')
    expect(screen.queryByTestId('gw-social')).toBeNull()
  })
})
