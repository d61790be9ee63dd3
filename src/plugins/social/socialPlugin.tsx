import { SocialConnectSection } from './SocialConnectSection'

/** The lazy part of the social plugin: the Connect view's buttons (its view ConnectingFarcaster is a core view). */
export const views = {}

export const connectSection = SocialConnectSection
