import { describe, expect, it } from 'vitest'
import { API_ERROR_TEXTS } from '../../../src/protocol/apiErrors'
import { FRAME_REQUESTS, type FrameRequestPayload, type FrameRequestType } from '../../../src/protocol/frameEvents'
import { CALLER, useSecureSite, type SecureSiteHarness } from '../testing/useSecureSite'
import { createFrameApi, type FetchLike } from './frameApi'
import { LOCAL_SOLANA_CHAIN } from '../../../src/protocol/solanaIds'
import { UNSAFE_SOLANA_METHODS } from '../../../src/protocol/walletMethods'
import { parseFrameChains, type FrameSession } from './frameSession'
import { handleFrameRequest } from './handleFrameRequest'
import { DEVICE_APPROVAL_MAX_MS } from './loginHandlers'
import { RPC_ABORTED } from './walletHandlers'
import { fakeFrameSession } from '../testing/fakeFrameSession'

const SOLANA = LOCAL_SOLANA_CHAIN.id

/** A frame page's session whose API calls reach the secure site app in memory. */
function frameSession(site: SecureSiteHarness, options: { parentOrigin?: string; deviceId?: string; fetch?: FetchLike; sleep?: (ms: number) => Promise<void> } = {}): FrameSession {
  return fakeFrameSession(createFrameApi({ baseUrl: '', projectId: CALLER.projectId, parentOrigin: options.parentOrigin ?? CALLER.parentOrigin, fetch: options.fetch ?? ((url, init) => site.raw(url, init)) }), {
    chains: [31337, 31338],
    ...(options.deviceId !== undefined && { deviceId: () => options.deviceId! }),
    ...(options.sleep && { sleep: options.sleep }),
  })
}

/** Runs a request and checks its success payload against the §7 reply schema, as the kit will. */
async function request<T extends FrameRequestType>(session: FrameSession, type: T, payload: FrameRequestPayload<T>): Promise<unknown> {
  const reply = await handleFrameRequest(session, type, payload)
  const checked = FRAME_REQUESTS[type].reply.safeParse(reply)
  if (!checked.success) throw new Error(`${type} reply does not match its schema: ${JSON.stringify(reply)}`)
  return reply
}

describe('frame page requests against the secure site', () => {
  const site = useSecureSite()

  it('e-mail, code, user, network, RPC, sign-out', async () => {
    const frame = frameSession(site)
    expect(await request(frame, 'IS_CONNECTED', {})).toEqual({ isConnected: false })
    expect(await request(frame, 'CONNECT_EMAIL', { email: 'frame@example.com' })).toEqual({ action: 'VERIFY_OTP' })
    await expect(request(frame, 'CONNECT_OTP', { otp: '000000' === site.lastCode('frame@example.com') ? '111111' : '000000' })).rejects.toThrow('Invalid code')
    expect(await request(frame, 'CONNECT_OTP', { otp: site.lastCode('frame@example.com') })).toEqual({})
    expect(await request(frame, 'IS_CONNECTED', {})).toEqual({ isConnected: true })
    const user = (await request(frame, 'GET_USER', { chainId: 'eip155:31338' })) as { address: `0x${string}`; chainId: number }
    expect(user).toMatchObject({ email: 'frame@example.com', chainId: 31338, accounts: [{ address: user.address, type: 'eoa' }], preferredAccountType: 'eoa' })
    expect(await request(frame, 'SWITCH_NETWORK', { chainId: 31337 })).toEqual({ chainId: 31337 })
    expect(await request(frame, 'GET_CHAIN_ID', {})).toEqual({ chainId: 31337 })
    await expect(request(frame, 'SWITCH_NETWORK', { chainId: 1 })).rejects.toThrow('Unsupported chain: 1')
    expect(await request(frame, 'RPC_REQUEST', { method: 'eth_accounts', params: [] })).toEqual({ result: [user.address] })
    await expect(request(frame, 'RPC_REQUEST', { method: 'eth_sign', params: [] })).rejects.toThrow('Method not supported: eth_sign')
    expect(await request(frame, 'RPC_REQUEST', { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })).toEqual({ result: null })
    expect(await request(frame, 'GET_CHAIN_ID', {})).toEqual({ chainId: 31338 })
    expect(await request(frame, 'SIGN_OUT', {})).toEqual({})
    expect(await request(frame, 'IS_CONNECTED', {})).toEqual({ isConnected: false })
    await expect(request(frame, 'GET_USER', {})).rejects.toThrow('Not signed in')
  })

  it('signs nothing asked of it: unsafe methods are approved and signed in the approval frame only, with no API call from here', async () => {
    const calls: string[] = []
    const frame = frameSession(site, { fetch: (url, init) => (calls.push(url), site.raw(url, init)) })
    await request(frame, 'CONNECT_EMAIL', { email: 'frame-unsafe@example.com' })
    await request(frame, 'CONNECT_OTP', { otp: site.lastCode('frame-unsafe@example.com') })
    const { address } = (await request(frame, 'GET_USER', {})) as { address: `0x${string}` }
    calls.length = 0
    for (const [method, params] of [
      ['personal_sign', ['gm', address]],
      ['eth_signTypedData_v4', [address, '{}']],
      ['eth_sendTransaction', [{ from: address, to: address, value: '0x1' }]],
      ['wallet_sendCalls', [{ version: '2.0.0', calls: [{ to: address }] }]],
    ] as const) {
      await expect(request(frame, 'RPC_REQUEST', { method, params })).rejects.toMatchObject({ message: API_ERROR_TEXTS.APPROVAL_REQUIRED, code: 'APPROVAL_REQUIRED' })
    }
    expect(calls).toEqual([])
  })

  it('Solana: GET_USER with a solana chainId answers the Solana address; SWITCH_NETWORK there and back; its unsafe methods only in the approval frame', async () => {
    const calls: string[] = []
    const frame = fakeFrameSession(createFrameApi({ baseUrl: '', projectId: CALLER.projectId, parentOrigin: CALLER.parentOrigin, fetch: (url, init) => (calls.push(url), site.raw(url, init)) }), {
      chains: parseFrameChains(`31337,31338,${SOLANA}`),
    })
    await request(frame, 'CONNECT_EMAIL', { email: 'frame-solana@example.com' })
    await request(frame, 'CONNECT_OTP', { otp: site.lastCode('frame-solana@example.com') })
    const evm = (await request(frame, 'GET_USER', { chainId: 'eip155:31337', preferredAccountType: 'smartAccount' })) as { address: string }
    const solana = (await request(frame, 'GET_USER', { chainId: SOLANA, preferredAccountType: 'eoa' })) as { address: string }
    expect(solana).toEqual({ email: 'frame-solana@example.com', address: solana.address, chainId: SOLANA, accounts: [{ address: solana.address, type: 'eoa', namespace: 'solana' }], preferredAccountType: 'eoa', smartAccountDeployed: false })
    expect(solana.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(await request(frame, 'GET_CHAIN_ID', {})).toEqual({ chainId: SOLANA })
    expect(await request(frame, 'RPC_REQUEST', { method: 'solana_getAccounts', params: {} })).toEqual({ result: [{ pubkey: solana.address }] })
    await expect(request(frame, 'RPC_REQUEST', { method: 'eth_accounts', params: [] })).rejects.toThrow('Method not supported: eth_accounts')
    calls.length = 0
    for (const method of UNSAFE_SOLANA_METHODS) {
      await expect(request(frame, 'RPC_REQUEST', { method, params: {} })).rejects.toMatchObject({ message: API_ERROR_TEXTS.APPROVAL_REQUIRED, code: 'APPROVAL_REQUIRED' })
    }
    expect(calls).toEqual([])
    // Back to EVM and to Solana again: the session holds both accounts.
    expect(await request(frame, 'SWITCH_NETWORK', { chainId: 'eip155:31337' })).toEqual({ chainId: 31337 })
    expect(await request(frame, 'GET_USER', {})).toMatchObject({ address: evm.address, chainId: 31337 })
    expect(await request(frame, 'SWITCH_NETWORK', { chainId: SOLANA })).toEqual({ chainId: SOLANA })
    expect(await request(frame, 'GET_USER', {})).toMatchObject({ address: solana.address, chainId: SOLANA })
    await expect(request(frame, 'SWITCH_NETWORK', { chainId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z' })).rejects.toThrow('Unsupported chain: solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')
    // A Solana chain the kit names in GET_USER but the site does not know keeps the current chain.
    await request(frame, 'SWITCH_NETWORK', { chainId: 31338 })
    expect(await request(frame, 'GET_USER', { chainId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z' })).toMatchObject({ address: evm.address, chainId: 31338 })
  })

  it('CONNECT_DEVICE waits for the mailed link, then the code logs in', async () => {
    const email = 'frame-device@example.com'
    // A first device logs in; then a second browser asks to connect.
    await site.login(email, 'device-first-0001')
    site.advance(30_000)
    let polls = 0
    const second = frameSession(site, { deviceId: 'device-second-002', sleep: async () => void (++polls === 2 && (await site.approve(site.lastLink(email)))) })
    expect(await request(second, 'CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_DEVICE' })
    expect(await request(second, 'CONNECT_DEVICE', {})).toEqual({})
    expect(polls).toBe(2)
    expect(await request(second, 'CONNECT_OTP', { otp: site.lastCode(email) })).toEqual({})
    expect(await request(second, 'IS_CONNECTED', {})).toEqual({ isConnected: true })
  })

  it('CONNECT_DEVICE gives up after 120 s without approval', async () => {
    const email = 'frame-never@example.com'
    await site.login(email, 'device-first-0003')
    site.advance(30_000)
    const frame = frameSession(site, { deviceId: 'device-other-0003' })
    expect(await request(frame, 'CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_DEVICE' })
    await expect(request(frame, 'CONNECT_DEVICE', {})).rejects.toThrow('Device approval timed out')
    expect(frame.now()).toBeLessThanOrEqual(DEVICE_APPROVAL_MAX_MS)
    await expect(request(frameSession(site), 'CONNECT_DEVICE', {})).rejects.toThrow('No e-mail login in progress')
  })

  it('carries the server’s messages: origin not allowed, the 30 s rule', async () => {
    await expect(request(frameSession(site, { parentOrigin: 'https://evil.example' }), 'CONNECT_EMAIL', { email: 'a@example.com' })).rejects.toThrow('Unauthorized: origin not allowed')
    const frame = frameSession(site)
    await request(frame, 'CONNECT_EMAIL', { email: 'twice@example.com' })
    await expect(request(frame, 'CONNECT_EMAIL', { email: 'twice@example.com' })).rejects.toThrow('Please try again after 30 seconds')
  })

  it('RPC_ABORT aborts the requests in flight with "Request was aborted"', async () => {
    const hanging: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))
    const frame = frameSession(site, { fetch: hanging })
    const pending = request(frame, 'RPC_REQUEST', { method: 'eth_blockNumber', params: [] })
    expect(frame.inFlight.size).toBe(1)
    expect(await request(frame, 'RPC_ABORT', {})).toEqual({})
    await expect(pending).rejects.toThrow(RPC_ABORTED)
  })

  it('answers the settings requests; without smart accounts set up, no network offers one and only the signer can be preferred', async () => {
    let reloaded = false
    const themes: unknown[] = []
    const frame = { ...frameSession(site), reload: () => void (reloaded = true), applyTheme: (theme: unknown) => void themes.push(theme) }
    expect(await request(frame, 'SYNC_THEME', { themeMode: 'dark' })).toEqual({})
    expect(frame.theme).toEqual({ themeMode: 'dark' })
    expect(themes).toEqual([{ themeMode: 'dark' }])
    expect(await request(frame, 'SYNC_DAPP_DATA', { projectId: 'gangway-test', sdkVersion: '0.1.0' })).toEqual({})
    expect(await request(frame, 'GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})).toEqual({ smartAccountEnabledNetworks: [] })
    expect(await request(frame, 'RELOAD', {})).toEqual({})
    expect(reloaded).toBe(true)
    await expect(request(frame, 'INIT_SMART_ACCOUNT', {})).rejects.toThrow('Not signed in')
    await expect(request(frame, 'SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).rejects.toThrow('Not signed in')
    await request(frame, 'CONNECT_EMAIL', { email: 'settings@example.com' })
    await request(frame, 'CONNECT_OTP', { otp: site.lastCode('settings@example.com') })
    const { address } = (await request(frame, 'GET_USER', { preferredAccountType: 'smartAccount' })) as { address: string }
    await expect(request(frame, 'SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).rejects.toThrow(`Smart accounts are not enabled on chain ${frame.chainId}`)
    expect(await request(frame, 'SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toEqual({ type: 'eoa', address })
  })
})
