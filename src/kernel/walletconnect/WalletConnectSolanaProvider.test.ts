import { describe, expect, it, vi } from 'vitest'
import { WalletConnectSessionError } from '../errors/session'
import type { SessionNamespaces } from './sessionNamespaces'
import { solanaSessionOf } from './solanaSessionNamespace'
import { WalletConnectSolanaProvider } from './WalletConnectSolanaProvider'

const LOCAL = 'solana:5fp3J9jKX6jt6hUcoPTeiKfVdGsGBdvq'
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const OTHER = 'Hp4A4kVeActGibx99Rd4e17FYTDhCimB9B5WKQJTQRPj'

function namespaces(accounts: string[], methods = ['solana_signMessage']): SessionNamespaces {
  return solanaSessionOf({ solana: { accounts, methods } }, [LOCAL, DEVNET], undefined)!
}

function providerOn(active: string | undefined, session = namespaces([`${LOCAL}:${ADDRESS}`, `${DEVNET}:${OTHER}`])) {
  const request = vi.fn((_params: unknown) => Promise.resolve({ signature: 'sig' }))
  const end = vi.fn(() => Promise.resolve())
  return { provider: new WalletConnectSolanaProvider({ request }, 'topic', session, () => active, end), request, end }
}

describe('WalletConnectSolanaProvider', () => {
  it("answers the account from the session on the kit's cluster, else on the session's first", async () => {
    expect(await providerOn(DEVNET).provider.request({ method: 'solana_getAccounts' })).toEqual([{ pubkey: OTHER }])
    expect(await providerOn(undefined).provider.request({ method: 'solana_requestAccounts' })).toEqual([{ pubkey: ADDRESS }])
  })

  it('sends an approved method to the wallet on that cluster with its params', async () => {
    const { provider, request } = providerOn(DEVNET)
    expect(await provider.request({ method: 'solana_signMessage', params: { message: 'abc', pubkey: OTHER } })).toEqual({ signature: 'sig' })
    expect(request).toHaveBeenCalledWith({ topic: 'topic', chainId: DEVNET, request: { method: 'solana_signMessage', params: { message: 'abc', pubkey: OTHER } } })
  })

  it('refuses a method the wallet did not approve without sending it, and anything after the session ended', async () => {
    const { provider, request } = providerOn(LOCAL)
    await expect(provider.request({ method: 'solana_signAndSendTransaction' })).rejects.toMatchObject({ code: 4200, message: 'The wallet did not approve solana_signAndSendTransaction' })
    const heard = vi.fn()
    provider.on('disconnect', heard)
    provider.sessionEnded()
    expect(heard).toHaveBeenCalledOnce()
    await expect(provider.request({ method: 'solana_getAccounts' })).rejects.toThrow('Please call connect() before request()')
    expect(request).not.toHaveBeenCalled()
  })

  it("tells the adapter of the wallet's new account; disconnect ends the session", async () => {
    const { provider, end } = providerOn(LOCAL)
    const heard = vi.fn()
    provider.on('accountsChanged', heard)
    provider.walletChangedAccounts(namespaces([`${LOCAL}:${OTHER}`]))
    expect(heard).toHaveBeenCalledWith([OTHER])
    await provider.disconnect()
    expect(end).toHaveBeenCalledOnce()
  })
})

describe('solanaSessionOf', () => {
  it('is undefined when the wallet approved no solana account', () => {
    expect(solanaSessionOf({ eip155: { accounts: [], methods: [] } }, [LOCAL], undefined)).toBeUndefined()
    expect(solanaSessionOf({ solana: { accounts: [], methods: [] } }, [LOCAL], undefined)).toBeUndefined()
  })

  it('refuses a malformed account and one on a cluster not asked for', () => {
    const refused = (account: string) => {
      try {
        solanaSessionOf({ solana: { accounts: [account], methods: [] } }, [LOCAL], undefined)
      } catch (error) {
        expect(error).toBeInstanceOf(WalletConnectSessionError)
        return (error as Error).message
      }
      return 'accepted'
    }
    expect(refused(`${LOCAL}:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9`)).toBe(`The wallet approved a malformed account: ${LOCAL}:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb9`)
    expect(refused(`${DEVNET}:${ADDRESS}`)).toBe(`The wallet approved ${DEVNET}, which this app did not ask for`)
  })

  it('starts on the preferred cluster when approved', () => {
    const session = solanaSessionOf({ solana: { accounts: [`${LOCAL}:${ADDRESS}`, `${DEVNET}:${ADDRESS}`], methods: [] } }, [LOCAL, DEVNET], DEVNET)
    expect(session).toMatchObject({ chains: [LOCAL, DEVNET], defaultChain: DEVNET })
  })
})
