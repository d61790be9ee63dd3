/** The frame's own localStorage (its origin, partitioned per host site by the browser); memory when blocked. */
export interface FrameStorage {
  readonly deviceId: string
  token(): string | undefined
  setToken(token: string | undefined): void
  get(name: 'chainId' | 'email'): string | undefined
  set(name: 'chainId' | 'email', value: string | undefined): void
}

const PREFIX = '@gangway-frame/'

export function createFrameStorage(projectId: string, storage: Storage | undefined, randomId: () => string): FrameStorage {
  const memory = new Map<string, string>()
  const read = (key: string): string | undefined => {
    try {
      return storage?.getItem(PREFIX + key) ?? memory.get(key)
    } catch {
      return memory.get(key)
    }
  }
  const write = (key: string, value: string | undefined): void => {
    if (value === undefined) memory.delete(key)
    else memory.set(key, value)
    try {
      if (value === undefined) storage?.removeItem(PREFIX + key)
      else storage?.setItem(PREFIX + key, value)
    } catch {
      // storage blocked or full: the memory copy lasts as long as the page
    }
  }
  let deviceId = read('deviceId')
  if (!deviceId || !/^[A-Za-z0-9_-]{8,100}$/.test(deviceId)) {
    deviceId = randomId()
    write('deviceId', deviceId)
  }
  const tokenKey = `token:${projectId}`
  return {
    deviceId,
    token: () => read(tokenKey),
    setToken: (token) => write(tokenKey, token),
    get: (name) => read(`${name}:${projectId}`),
    set: (name, value) => write(`${name}:${projectId}`, value),
  }
}

/** The page's own localStorage, or undefined where the browser blocks it (the storage then lives in memory). */
export function pageLocalStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}
