import { observer } from 'mobx-react-lite'
import { connectionText, isTelegram, SOCIAL_PROVIDER_NAMES, type PluginSectionProps, type SocialProvider } from 'gangway/plugin'
import { Alert, Button, Spinner, useStyles } from 'gangway/ui'
import { openSocialPopup } from './openSocialPopup'
import { SocialIcon } from './socialIcons'
import type { SocialStep } from './SocialLoginFlow'
import type { SocialStore } from './SocialStore'
import { SOCIAL_CSS } from './socialStyles'

/**
 * The click: the popup opens first, synchronously (§4; a window opened after an await is blocked), then the
 * flow asks the frame for the provider's URL. Farcaster has no popup: its view shows a link.
 */
function startSocialLogin(store: SocialStore, provider: SocialProvider): void {
  const { context } = store
  if (provider === 'farcaster') return context.router.navigate('ConnectingFarcaster')
  const popup = isTelegram(window) ? null : openSocialPopup()
  store.social.connect(provider, popup).catch((error: unknown) => {
    popup?.close()
    console.error('[gangway] social login could not start', error)
    context.toast(connectionText('FAILED_TO_INITIATE_SOCIAL'), 'error')
  })
}

const STATUS_TEXT: Record<SocialStep, (name: string) => string> = {
  idle: () => '',
  popup: (name) => `Continue in the ${name} window`,
  redirect: (name) => `Going to ${name}…`,
  connecting: () => 'Connecting your wallet…',
}

/** The Connect view's social buttons (§6 order: features.socials, narrowed and reordered by the remote config). */
export const SocialConnectSection = observer(function SocialConnectSection({ store, context }: PluginSectionProps<SocialStore>) {
  useStyles('social', SOCIAL_CSS)
  const providers = context.flags.socials.value
  const flow = store.social
  const busy = flow.busy
  const pending = busy ? flow.provider : undefined
  if (providers.length === 0) return null
  const click = (provider: SocialProvider) => {
    if (busy) return
    if (provider === 'farcaster') context.router.preload('ConnectingFarcaster')
    startSocialLogin(store, provider)
  }
  const [first, ...rest] = providers
  const button = (provider: SocialProvider, wide: boolean) => (
    <Button
      key={provider}
      variant={wide ? 'primary' : 'secondary'}
      data-testid={`gw-social-${provider}`}
      aria-label={wide ? undefined : `Continue with ${SOCIAL_PROVIDER_NAMES[provider]}`}
      title={wide ? undefined : SOCIAL_PROVIDER_NAMES[provider]}
      aria-disabled={busy}
      aria-busy={pending === provider}
      onClick={() => click(provider)}
    >
      {pending === provider ? <Spinner size="small" /> : <SocialIcon provider={provider} />}
      {wide && `Continue with ${SOCIAL_PROVIDER_NAMES[provider]}`}
    </Button>
  )
  return (
    <div className="gw-social" data-testid="gw-social">
      {first && button(first, true)}
      {rest.length > 0 && <div className="gw-social-grid">{rest.map((provider) => button(provider, false))}</div>}
      <div role="status" aria-live="polite">
        {pending && (
          <p className="gw-social-status" data-testid="gw-social-status">
            {STATUS_TEXT[flow.step](SOCIAL_PROVIDER_NAMES[pending])}
          </p>
        )}
      </div>
      {!busy && flow.error && <Alert testId="gw-social-error">{flow.error}</Alert>}
    </div>
  )
})
