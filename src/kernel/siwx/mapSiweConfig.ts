import { SiwxError } from '../errors/siwx'
import type { CaipNetworkId } from '../types'
import type { SIWEConfig, SIWEMessageArgs, SIWESession, SIWXConfig, SIWXSession } from './siwxTypes'

/** The parts of a SIWE config a mapping cannot do without. */
const NEEDED = ['getNonce', 'createMessage', 'verifyMessage', 'getSession', 'signOut'] as const

const evmChainId = (chainId: string): number | undefined => {
  const [namespace, reference] = chainId.split(':')
  return namespace === 'eip155' && reference && /^\d+$/.test(reference) ? Number(reference) : undefined
}

/**
 * AppKit's older `siweConfig` as a SIWXConfig (its mapToSIWX): one session at a time, read with getSession(),
 * verified with verifyMessage(), ended with signOut(). A session of another address or network does not count
 * unless signOutOnAccountChange / signOutOnNetworkChange are false. Non-EVM networks are let through, as AppKit does.
 */
export function mapSiweConfig(siwe: SIWEConfig): SIWXConfig {
  if (typeof siwe.mapToSIWX === 'function') return siwe.mapToSIWX()
  const missing = NEEDED.find((name) => typeof siwe[name] !== 'function')
  if (missing) throw new SiwxError('INVALID_CONFIG', { values: { method: `siweConfig.${missing}` } })
  const methods = siwe as Required<Pick<SIWEConfig, (typeof NEEDED)[number]>> & SIWEConfig

  const params = async (): Promise<SIWEMessageArgs> =>
    (await siwe.getMessageParams?.()) ?? { domain: globalThis.location?.host ?? '', uri: globalThis.location?.origin ?? '' }

  const currentSession = async (): Promise<SIWESession | undefined> => {
    try {
      const session = await methods.getSession()
      return session?.address && session.chainId ? session : undefined
    } catch (error) {
      console.warn('[gangway] siweConfig.getSession failed', error)
      return undefined
    }
  }

  const signOut = async (): Promise<void> => {
    try {
      await methods.signOut()
      siwe.onSignOut?.()
    } catch (error) {
      console.warn('[gangway] siweConfig.signOut failed', error)
    }
  }

  const config: SIWXConfig = {
    async createMessage(input) {
      const args = await params()
      const nonce = await methods.getNonce(input.accountAddress)
      const issuedAt = args.iat ?? new Date().toISOString()
      const version = '1'
      return {
        accountAddress: input.accountAddress,
        chainId: input.chainId,
        domain: args.domain,
        uri: args.uri,
        version,
        nonce,
        issuedAt,
        ...(args.statement !== undefined && { statement: args.statement }),
        ...(args.resources !== undefined && { resources: args.resources }),
        ...(args.requestId !== undefined && { requestId: args.requestId }),
        ...(args.exp !== undefined && { expirationTime: args.exp }),
        ...((input.notBefore ?? args.nbf) !== undefined && { notBefore: input.notBefore ?? args.nbf }),
        toString: () =>
          methods.createMessage({
            ...args,
            chainId: evmChainId(input.chainId) ?? 1,
            address: `did:pkh:${input.chainId}:${input.accountAddress}`,
            nonce,
            version,
            iat: issuedAt,
          }),
      }
    },
    async addSession(session) {
      const chainId = evmChainId(session.data.chainId)
      if (chainId === undefined) return
      if (!(await methods.verifyMessage({ message: session.message, signature: session.signature, ...(session.cacao !== undefined && { cacao: session.cacao }) }))) {
        throw new SiwxError('SIWE_VERIFY_FAILED')
      }
      siwe.onSignIn?.({ address: session.data.accountAddress, chainId })
    },
    revokeSession: () => signOut(),
    async setSessions(sessions) {
      const [first] = sessions
      if (first) await config.addSession(first)
      else await signOut()
    },
    async getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]> {
      const session = await currentSession()
      const byNetwork = siwe.signOutOnNetworkChange !== false
      const byAccount = siwe.signOutOnAccountChange !== false
      if (!chainId.startsWith('eip155:')) return [{ data: { accountAddress: address, chainId, domain: '', uri: '', version: '1', nonce: '' }, message: '', signature: '' }]
      if (!session) return []
      if (byNetwork && `eip155:${session.chainId}` !== chainId) return []
      if (byAccount && session.address.toLowerCase() !== address.toLowerCase()) return []
      return [{ data: { accountAddress: session.address, chainId: `eip155:${session.chainId}`, domain: '', uri: '', version: '1', nonce: '' }, message: '', signature: '' }]
    },
    getRequired: () => siwe.required ?? true,
    signOutOnDisconnect: siwe.signOutOnDisconnect ?? true,
  }
  return config
}

const SIWX_METHODS = ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'] as const

/** The sign-in config of the options: `siwx` as given (its methods checked), or `siweConfig` mapped; undefined when neither is set. */
export function siwxConfigOf(options: { readonly siwx: SIWXConfig | undefined; readonly siweConfig: SIWEConfig | undefined }): SIWXConfig | undefined {
  if (options.siweConfig) return mapSiweConfig(options.siweConfig)
  const config = options.siwx
  if (!config) return undefined
  const missing = SIWX_METHODS.find((name) => typeof config[name] !== 'function')
  if (missing) throw new SiwxError('INVALID_CONFIG', { values: { method: `siwx.${missing}` } })
  return config
}
