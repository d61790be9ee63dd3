import { observer } from 'mobx-react-lite'
import type { KitRoot } from '../../kernel/root'
import { connectionText } from '../../kernel/errors'
import type { SocialLoginFlow, SocialStep } from '../../kernel/auth/SocialLoginFlow'
import { isTelegram } from '../../kernel/isTelegram'
import { SOCIAL_PROVIDER_NAMES } from '../../protocol/socialProviders'
import type { SocialProvider } from '../../kernel/types'
import { useKit } from '../../ui/KitContext'
import { openSocialPopup } from './openSocialPopup'
import { SocialIcon } from './socialIcons'
import { SOCIAL_CSS } from './socialStyles'

/**
 * The click: the popup opens first, synchronously (§4; a window opened after an await is blocked), then the
 * login code loads and asks the frame for the provider's URL. Farcaster has no popup: its view shows a link.
 */
function startSocialLogin(kit: KitRoot, provider: SocialProvider): void {
  if (provider === 'farcaster') {
    kit.router.push('ConnectingFarcaster')
    return
  }
  const popup = isTelegram(window) ? null : openSocialPopup()
  void kit
    .slice('social')
    .then((flow) => flow.connect(provider, popup))
    .catch((error: unknown) => {
      popup?.close()
      console.error('[gangway] social login could not start', error)
      kit.toast.show(connectionText('FAILED_TO_INITIATE_SOCIAL'), 'error')
    })
}

const STATUS_TEXT: Record<SocialStep, (name: string) => string> = {
  idle: () => '',
  popup: (name) => `Continue in the ${name} window`,
  redirect: (name) => `Going to ${name}…`,
  connecting: () => 'Connecting your wallet…',
}

/** The Connect view's social buttons (§6 order: features.socials, narrowed and reordered by the remote config). */
export const SocialConnectSection = observer(function SocialConnectSection() {
  const kit = useKit()
  const providers = kit.flagStore.flags.socials.value
  const flow = kit.lazy.get<SocialLoginFlow>('social')
  const busy = flow?.busy ?? false
  const pending = busy ? flow?.provider : undefined
  if (providers.length === 0) return null
  const click = (provider: SocialProvider) => {
    if (busy) return
    if (provider === 'farcaster') kit.lazy.preload('view:ConnectingFarcaster')
    startSocialLogin(kit, provider)
  }
  const [first, ...rest] = providers
  const button = (provider: SocialProvider, wide: boolean) => (
    <button
      key={provider}
      type="button"
      className={wide ? 'gw-button' : 'gw-button gw-social-icon-button'}
      data-testid={`gw-social-${provider}`}
      aria-label={wide ? undefined : `Continue with ${SOCIAL_PROVIDER_NAMES[provider]}`}
      title={wide ? undefined : SOCIAL_PROVIDER_NAMES[provider]}
      aria-disabled={busy}
      aria-busy={pending === provider}
      onClick={() => click(provider)}
    >
      {pending === provider ? <span className="gw-social-spinner" aria-hidden="true" /> : <SocialIcon provider={provider} />}
      {wide && `Continue with ${SOCIAL_PROVIDER_NAMES[provider]}`}
    </button>
  )
  return (
    <div className="gw-social" data-testid="gw-social">
      <style>{SOCIAL_CSS}</style>
      {first && button(first, true)}
      {rest.length > 0 && <div className="gw-social-grid">{rest.map((provider) => button(provider, false))}</div>}
      <div role="status" aria-live="polite">
        {pending && (
          <p className="gw-social-status" data-testid="gw-social-status">
            {STATUS_TEXT[flow?.step ?? 'popup'](SOCIAL_PROVIDER_NAMES[pending])}
          </p>
        )}
      </div>
      {!busy && flow?.error && (
        <p className="gw-social-error" role="alert" data-testid="gw-social-error">
          {flow.error}
        </p>
      )}
    </div>
  )
})
