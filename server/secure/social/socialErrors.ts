/** The social sign-in's error messages (400 unless said otherwise), as the frame passes them to the kit. */
export const SOCIAL_ERRORS = {
  invalidResult: 'Invalid social login result',
  invalidState: 'Invalid or expired sign-in state',
  stateUsed: 'This sign-in was already used',
  noFarcasterSignIn: 'No Farcaster sign-in in progress',
  farcasterUnverified: 'Failed to verify the Farcaster sign-in',
  /** 502 */
  relayUnreachable: 'Could not reach the Farcaster relay',
  /** 502 */
  registryUnreachable: 'Could not reach the Farcaster ID registry',
  /** 503: a relay other than the local stand-in, and no FARCASTER_ID_REGISTRY_RPC to check its fids with. */
  farcasterNotConfigured: 'Farcaster sign-in is not configured',
} as const

export const unsupportedProvider = (provider: string): string => `Unsupported social provider: ${provider}`

/** An OAuth error code from the provider (its redirect's `error`, or the token endpoint's). */
export const refusedBy = (code: string): string => `The provider refused the sign-in: ${/^[\w.-]{1,100}$/.test(code) ? code : 'unknown_error'}`
