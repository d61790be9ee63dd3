import { SafeAppProvider } from './SafeAppProvider'
import { SafeChannel } from './SafeChannel'
import { SAFE_METHODS, safeInfoSchema } from './safeMessages'

/** How long a framed page waits for its parent to answer getSafeInfo (the Safe Apps SDK waits about as long). */
export const SAFE_DETECT_TIMEOUT_MS = 200

/**
 * Asks the parent of a framed page whether it is a Safe (getSafeInfo). Resolves with the Safe's provider, or
 * undefined when the parent does not answer in time or answers something else; never rejects.
 */
export async function detectSafe(target: Window, timeoutMs = SAFE_DETECT_TIMEOUT_MS): Promise<SafeAppProvider | undefined> {
  if (target.parent === target) return undefined
  const channel = new SafeChannel(target)
  let timer: number | undefined
  const timeout = new Promise<undefined>((resolve) => (timer = target.setTimeout(resolve, timeoutMs)))
  try {
    const data = await Promise.race([channel.request(SAFE_METHODS.getSafeInfo), timeout])
    const info = safeInfoSchema.safeParse(data)
    if (info.success) return new SafeAppProvider(channel, info.data)
  } catch {
    // The parent answered with an error: not a Safe the kit can use.
  } finally {
    target.clearTimeout(timer)
  }
  channel.close()
  return undefined
}
