import { EmailConnectSection } from './EmailConnectSection'

/** The lazy part of the e-mail plugin: the Connect view's e-mail form (its views are core views: EmailLogin, UpdateEmailWallet). */
export const views = {}

export const connectSection = EmailConnectSection
