import type { FrameApi } from '../frame/frameApi'
import type { FrameChainId, FrameSession } from '../frame/frameSession'
import { createFrameStorage } from '../frame/frameStorage'
import { SocialResults } from '../frame/socialResults'
import { CALLER } from './useSecureSite'

/**
 * A frame page's session for handler tests: in-memory storage under the test project, a fake clock that
 * `sleep` moves on (unless given), and the API given.
 */
export function fakeFrameSession(api: FrameApi, options: { deviceId?: () => string; chains?: FrameChainId[]; sleep?: (ms: number) => Promise<void> } = {}): FrameSession {
  const map = new Map<string, string>()
  const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) } as Storage
  let clock = 0
  return {
    api,
    storage: createFrameStorage(CALLER.projectId, storage, options.deviceId ?? (() => `device-${crypto.randomUUID()}`)),
    chains: options.chains ?? [31337],
    chainId: 31337,
    inFlight: new Set(),
    socialResults: new SocialResults(),
    theme: undefined,
    applyTheme: () => {},
    dappData: undefined,
    reload: () => {},
    sleep: options.sleep ?? (async (ms) => void (clock += ms)),
    now: () => clock,
    log: () => {},
  }
}
