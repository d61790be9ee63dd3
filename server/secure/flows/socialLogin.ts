import { ApiError } from '../http/apiError'
import type { SecureContext } from '../secureContext'
import { newSocialChecks, type SocialClient } from '../social/socialClient'
import { refusedBy, SOCIAL_ERRORS, unsupportedProvider } from '../social/socialErrors'
import { isOAuthSocialProvider } from '../social/socialProviders'
import { parseSocialResult } from '../social/socialResult'
import { newSocialState } from '../social/socialState'
import { claimDeviceAttempt } from '../store/deviceAttempts'
import { consumeSocialState, findSocialState, saveSocialState } from '../store/socialStates'
import { signInSocialUser } from './signInSocialUser'

/** Who is asking: the frame's device, and the project and host page requireFrameCaller checked. */
export interface SocialCaller {
  deviceId: string
  projectId: string
  parentOrigin: string
}

/**
 * The provider's authorization URL for a new sign-in (state, PKCE S256, nonce for OpenID Connect), the
 * state kept bound to the caller. 429 past the device's limit; 400 'Unsupported social provider: x'; 502 when
 * the provider is unreachable.
 */
export async function startSocialLogin(ctx: SecureContext, social: SocialClient, provider: string, caller: SocialCaller): Promise<string> {
  await claimDeviceAttempt(ctx, caller.deviceId, 'social_redirect')
  if (!isOAuthSocialProvider(provider)) throw new ApiError(400, unsupportedProvider(provider))
  const checks = newSocialChecks(newSocialState(), social.configs[provider].usesOidc)
  // Asked before the state is kept: an unreachable provider leaves nothing behind.
  const uri = await social.authorizationUrl(provider, checks)
  await saveSocialState(ctx, checks.state, { provider, codeVerifier: checks.codeVerifier, nonce: checks.nonce, ...caller })
  return uri
}

export interface SocialLoginAnswer {
  token: string
  email?: string
  userName?: string
  provider: string
}

/**
 * The popup's result URI → a session. The state must be known, unexpired and this caller's (device, project,
 * host page's origin) for this provider, and unused: it is used up before the code exchange, so a replay fails
 * even when sent concurrently. Nothing is created unless every check and the exchange pass.
 */
export async function connectSocial(ctx: SecureContext, social: SocialClient, resultUri: string, caller: SocialCaller): Promise<SocialLoginAnswer> {
  const result = parseSocialResult(resultUri, social.configs)
  if (!result) throw new ApiError(400, SOCIAL_ERRORS.invalidResult)
  const stored = await findSocialState(ctx, result.state)
  const sameCaller = stored && stored.deviceId === caller.deviceId && stored.projectId === caller.projectId && stored.parentOrigin === caller.parentOrigin
  if (!stored || !sameCaller || stored.expired || stored.provider !== result.provider) {
    throw new ApiError(400, SOCIAL_ERRORS.invalidState)
  }
  if (stored.used || !(await consumeSocialState(ctx, result.state))) throw new ApiError(400, SOCIAL_ERRORS.stateUsed)
  if (result.error !== undefined) throw new ApiError(400, refusedBy(result.error))
  const profile = await social.profile(result.provider, result.callbackUrl, { state: result.state, codeVerifier: stored.codeVerifier, nonce: stored.nonce })
  const session = await signInSocialUser(ctx, { ...profile, provider: result.provider, deviceId: caller.deviceId })
  return {
    token: session.token,
    ...(session.email !== null && { email: session.email }),
    ...(session.userName !== null && { userName: session.userName }),
    provider: result.provider,
  }
}
