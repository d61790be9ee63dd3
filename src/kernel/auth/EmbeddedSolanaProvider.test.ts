import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmbeddedSolanaProvider, type EmbeddedSolanaHooks } from './EmbeddedSolanaProvider'

const ADDRESS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
const CLUSTER = 'solana:5fp3J9jKX6jt6hUcoPTeiKfVdGsGBdvq'

function provider(approve: EmbeddedSolanaHooks['approve'] = () => Promise.resolve({ signature: 'sig' })) {
  const hooks = { approve: vi.fn(approve), refuse: vi.fn(), afterUnsafe: vi.fn(), signOut: vi.fn(() => Promise.resolve()) }
  return { hooks, provider: new EmbeddedSolanaProvider(ADDRESS, CLUSTER, hooks) }
}

afterEach(() => vi.restoreAllMocks())

describe('EmbeddedSolanaProvider', () => {
  it('answers its accounts with the address the secure site reported, as WalletConnect Solana [{ pubkey }], without asking anyone', async () => {
    const { provider: wallet, hooks } = provider()
    await expect(wallet.request({ method: 'solana_requestAccounts' })).resolves.toEqual([{ pubkey: ADDRESS }])
    await expect(wallet.request({ method: 'solana_getAccounts' })).resolves.toEqual([{ pubkey: ADDRESS }])
    expect(hooks.approve).not.toHaveBeenCalled()
  })

  it.each([
    ['solana_signMessage', { message: '3yZe7d', pubkey: ADDRESS }],
    ['solana_signTransaction', { transaction: 'AQID', pubkey: ADDRESS }],
    ['solana_signAndSendTransaction', { transaction: 'AQID', pubkey: ADDRESS, sendOptions: { skipPreflight: true } }],
  ])('%s waits for the approval of that very request on the cluster, answers with what was signed, then the balance is read again', async (method, params) => {
    const { provider: wallet, hooks } = provider(() => Promise.resolve({ signature: '5sig' }))
    await expect(wallet.request({ method, params })).resolves.toEqual({ signature: '5sig' })
    expect(hooks.approve).toHaveBeenCalledWith(method, params, CLUSTER)
    expect(hooks.afterUnsafe).toHaveBeenCalledTimes(1)
  })

  it("the visitor's rejection in the approval frame rejects the call (4001) and nothing is read again", async () => {
    const rejection = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const { provider: wallet, hooks } = provider(() => Promise.reject(rejection))
    await expect(wallet.request({ method: 'solana_signMessage', params: { message: '3yZe7d', pubkey: ADDRESS } })).rejects.toBe(rejection)
    expect(hooks.afterUnsafe).not.toHaveBeenCalled()
  })

  it('refuses every other method, EVM ones included (§8: logged and shown), and asks for no approval', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { provider: wallet, hooks } = provider()
    for (const method of ['solana_signAllTransactions', 'personal_sign', 'eth_sendTransaction', 'getBalance']) {
      await expect(wallet.request({ method })).rejects.toMatchObject({ code: 4200, message: `The embedded wallet does not support ${method}` })
    }
    expect(hooks.refuse).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'The embedded wallet does not support getBalance' }))
    expect(warn).toHaveBeenCalledTimes(4)
    expect(hooks.approve).not.toHaveBeenCalled()
  })

  it('disconnect signs out; ended() tells the adapter the session is gone', async () => {
    const { provider: wallet, hooks } = provider()
    const onDisconnect = vi.fn()
    wallet.on('disconnect', onDisconnect)
    await wallet.disconnect()
    expect(hooks.signOut).toHaveBeenCalled()
    wallet.ended()
    expect(onDisconnect).toHaveBeenCalledWith({ code: 4900, message: 'Signed out' })
    wallet.removeListener('disconnect', onDisconnect)
    wallet.ended()
    expect(onDisconnect).toHaveBeenCalledTimes(1)
  })
})
