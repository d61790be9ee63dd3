/**
 * The interaction pages oidc-provider sends the browser to (`/interaction/<uid>`): sign in, then consent.
 * Each step ends with oidc-provider's 303 back to its authorization endpoint, which asks for the next step
 * or redirects to the client. Cancel and Deny end the request with `access_denied`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type Provider from 'oidc-provider'
import type { InteractionResults } from 'oidc-provider'
import { errorPage } from './errorPage'
import { consentPage, signInPage, WRONG_CREDENTIALS } from './interactionPages'
import { readForm, sendHtml } from './nodeHttp'
import { authenticateTestUser, findTestUserBySub } from './testUsers'

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>
export type InteractionRoutes = (request: IncomingMessage, response: ServerResponse, pathname: string) => Promise<void>

const ROUTE = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|confirm|abort))?$/
const ACCESS_DENIED: InteractionResults = { error: 'access_denied', error_description: 'End-User aborted interaction' }

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
}

/** Routes for `/interaction/*`; `providerNames` maps a client id to the provider it stands in for. */
export function createInteractionRoutes(provider: Provider, providerNames: ReadonlyMap<string, string>): InteractionRoutes {
  const providerNameOf = (interaction: Interaction): string => {
    const clientId = interaction.params['client_id']
    return (typeof clientId === 'string' && providerNames.get(clientId)) || 'the local identity provider'
  }

  const grantConsent = async (interaction: Interaction): Promise<InteractionResults> => {
    const accountId = interaction.session?.accountId
    const clientId = interaction.params['client_id']
    if (accountId === undefined || typeof clientId !== 'string') throw new Error('consent without a signed-in account')
    const grant = (interaction.grantId && (await provider.Grant.find(interaction.grantId))) || new provider.Grant({ accountId, clientId })
    const { details } = interaction.prompt
    const scopes = stringList(details['missingOIDCScope'])
    if (scopes.length > 0) grant.addOIDCScope(scopes)
    const claims = stringList(details['missingOIDCClaims'])
    if (claims.length > 0) grant.addOIDCClaims(claims)
    const resourceScopes = details['missingResourceScopes']
    if (resourceScopes && typeof resourceScopes === 'object') {
      for (const [indicator, scope] of Object.entries(resourceScopes)) grant.addResourceScope(indicator, stringList(scope))
    }
    return { consent: { grantId: await grant.save() } }
  }

  const showStep = (response: ServerResponse, interaction: Interaction): void => {
    const providerName = providerNameOf(interaction)
    if (interaction.prompt.name === 'login') return sendHtml(response, 200, signInPage({ uid: interaction.uid, providerName }))
    if (interaction.prompt.name === 'consent') {
      const user = findTestUserBySub(interaction.session?.accountId ?? '')
      const requested = String(interaction.params['scope'] ?? '').split(' ').filter(Boolean)
      return sendHtml(response, 200, consentPage({
        uid: interaction.uid,
        providerName,
        account: user?.email ?? user?.preferredUsername ?? 'unknown account',
        scopes: requested,
      }))
    }
    sendHtml(response, 400, errorPage('unsupported_prompt', `This provider cannot handle the '${interaction.prompt.name}' step.`))
  }

  return async (request, response, pathname) => {
    const match = ROUTE.exec(pathname)
    const [, uid, action] = match ?? []
    const expected = action === undefined ? 'GET' : 'POST'
    if (!match || request.method !== expected) return sendHtml(response, 404, errorPage('not_found'))

    let interaction: Interaction
    try {
      interaction = await provider.interactionDetails(request, response)
    } catch {
      return sendHtml(response, 400, errorPage('expired', 'This sign-in has expired or was already finished.'))
    }
    if (interaction.uid !== uid) return sendHtml(response, 400, errorPage('expired', 'This sign-in has expired or was already finished.'))

    const finish = (result: InteractionResults): Promise<void> =>
      provider.interactionFinished(request, response, result, { mergeWithLastSubmission: false })

    if (action === undefined) return showStep(response, interaction)
    if (action === 'abort') return finish(ACCESS_DENIED)
    if (action === 'login' && interaction.prompt.name === 'login') {
      const form = await readForm(request)
      const login = form.get('login') ?? ''
      const user = authenticateTestUser(login, form.get('password') ?? '')
      if (!user) {
        const page = signInPage({ uid: interaction.uid, providerName: providerNameOf(interaction), login, error: WRONG_CREDENTIALS })
        return sendHtml(response, 200, page)
      }
      return finish({ login: { accountId: user.sub } })
    }
    if (action === 'confirm' && interaction.prompt.name === 'consent') return finish(await grantConsent(interaction))
    // A stale form (e.g. the back button): show the step the request is really at.
    showStep(response, interaction)
  }
}
