/** cloudSiwx()'s options (ReownAuthentication's, plus the message's own fields). */
export interface CloudSiwxOptions {
  /** The visitor must sign in to use the app connected (default true, as ReownAuthentication). */
  required?: boolean
  /** Sessions this browser holds are dropped when the wallet disconnects (default true). */
  signOutOnDisconnect?: boolean
  /** The message's statement (default 'Please sign with your account'). */
  statement?: string
  /** How long a session lasts, in ms; the cloud ends it after 7 days at most (default: 7 days). */
  expiresIn?: number
  /** The message's domain and URI (default: the page's host and origin; the project must allow that origin). */
  domain?: string
  uri?: string
}
