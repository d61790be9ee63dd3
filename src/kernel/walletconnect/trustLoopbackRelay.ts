/** The hosts that are this machine. */
const LOOPBACK_HOSTNAMES: readonly string[] = ['localhost', '[::1]']

/** Whether `url` names a host on this machine (localhost, 127.0.0.0/8, ::1), parsed with URL so 'localhost.evil.test' is not. */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string
  try {
    hostname = new URL(url).hostname
  } catch {
    return false
  }
  return LOOPBACK_HOSTNAMES.includes(hostname) || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
}

/** The part of sign-client's relayer that gates every connect, reconnect, request and pairing on `navigator.onLine`. */
export interface OnlineGate {
  confirmOnlineStateOrThrow(): Promise<void>
}

/**
 * Browsers set `navigator.onLine` from the network interfaces other than loopback: in a container or on a
 * machine with only loopback it is false, though a relay on this machine answers. For such a relay the SDK's
 * check says nothing, so it is skipped and the socket itself tells whether the relay is there (the kit's
 * 'Could not reach the WalletConnect relay in time.' when it is not). Any other relay keeps the SDK's check.
 */
export function trustLoopbackRelay(relayer: OnlineGate, relayUrl: string): void {
  if (isLoopbackUrl(relayUrl)) relayer.confirmOnlineStateOrThrow = () => Promise.resolve()
}
