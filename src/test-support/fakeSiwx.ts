/** A SIWXConfig in memory for unit tests: sessions kept per network and address, every call recorded. */
import type { SIWXConfig, SIWXMessage, SIWXMessageInput, SIWXSession } from '../kernel/siwx/siwxTypes'
import type { CaipNetworkId } from '../kernel/types'

export interface FakeSiwx extends SIWXConfig {
  readonly sessions: SIWXSession[]
  readonly calls: string[]
  required: boolean
  /** The next getSessions rejects with this. */
  failNextGet: Error | undefined
  /** The next addSession rejects with this. */
  failNextAdd: Error | undefined
}

let nonces = 0

export function fakeSiwx(options: { required?: boolean; signOutOnDisconnect?: boolean } = {}): FakeSiwx {
  const sessions: SIWXSession[] = []
  const calls: string[] = []
  const matches = (chainId: CaipNetworkId, address: string) => (session: SIWXSession) => session.data.chainId === chainId && session.data.accountAddress.toLowerCase() === address.toLowerCase()
  const fake: FakeSiwx = {
    sessions,
    calls,
    required: options.required ?? false,
    failNextGet: undefined,
    failNextAdd: undefined,
    ...(options.signOutOnDisconnect !== undefined && { signOutOnDisconnect: options.signOutOnDisconnect }),
    getRequired: () => fake.required,
    async createMessage(input: SIWXMessageInput): Promise<SIWXMessage> {
      calls.push(`createMessage ${input.chainId} ${input.accountAddress}`)
      const data = { ...input, domain: 'app.test', uri: 'https://app.test', version: '1', nonce: `nonce${++nonces}`, statement: 'Sign in to the test app', issuedAt: '2030-01-01T00:00:00.000Z' }
      return { ...data, toString: () => `app.test wants you to sign in with ${input.accountAddress} on ${input.chainId} (nonce ${data.nonce})` }
    },
    async addSession(session) {
      calls.push(`addSession ${session.data.chainId} ${session.data.accountAddress}`)
      const failure = fake.failNextAdd
      fake.failNextAdd = undefined
      if (failure) throw failure
      sessions.push(session)
    },
    async revokeSession(chainId, address) {
      calls.push(`revokeSession ${chainId} ${address}`)
      const keep = sessions.filter((session) => !matches(chainId, address)(session))
      sessions.splice(0, sessions.length, ...keep)
    },
    async setSessions(next) {
      calls.push(`setSessions ${next.length}`)
      sessions.splice(0, sessions.length, ...next)
    },
    async getSessions(chainId, address) {
      calls.push(`getSessions ${chainId} ${address}`)
      const failure = fake.failNextGet
      fake.failNextGet = undefined
      if (failure) throw failure
      return sessions.filter(matches(chainId, address))
    },
  }
  return fake
}
