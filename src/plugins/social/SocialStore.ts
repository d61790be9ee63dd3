import type { PluginContext } from 'gangway/plugin'
import { FarcasterLoginFlow } from './FarcasterLoginFlow'
import { SocialLoginFlow } from './SocialLoginFlow'

/** The social plugin's store slice: the popup sign-in and Farcaster's, both through the kit's embedded wallet. */
export class SocialStore {
  readonly social: SocialLoginFlow
  readonly farcaster: FarcasterLoginFlow

  constructor(readonly context: PluginContext) {
    this.social = new SocialLoginFlow(context, context.embeddedWallet)
    this.farcaster = new FarcasterLoginFlow(context, context.embeddedWallet)
  }
}
