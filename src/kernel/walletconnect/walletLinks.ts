/**
 * Deep links into a wallet for a WalletConnect URI, built as Reown AppKit's CoreHelperUtil builds them,
 * plus the platform checks that choose which link to show. No DOM access: callers pass the user agent
 * and window in.
 */
import { isHttpUrl } from '../caip'

export { isHttpUrl }

export type Platform = 'ios' | 'android' | 'desktop'

export type WalletLinkFields = {
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
  app_store?: string | null | undefined
  play_store?: string | null | undefined
  chrome_store?: string | null | undefined
}

export type StoreLabel = 'App Store' | 'Google Play' | 'Chrome Web Store'

export type WalletLinks = {
  mobile?: { href: string; kind: 'native' | 'universal' }
  desktop?: { href: string }
  webapp?: { href: string }
  store?: { href: string; label: StoreLabel }
}

/** A universal (http/https) link: `{appUrl}/wc?uri={encoded wcUri}`. A non-http appUrl goes to formatNativeUrl. */
export function formatUniversalUrl(appUrl: string, wcUri: string): string {
  if (!isHttpUrl(appUrl)) return formatNativeUrl(appUrl, wcUri)
  const safeAppUrl = appUrl.endsWith('/') ? appUrl : `${appUrl}/`
  return `${safeAppUrl}wc?uri=${encodeURIComponent(wcUri)}`
}

/**
 * A native-scheme link: `metamask:`, `metamask` or `metamask://` become `metamask://wc?uri=…`.
 * An http(s) appUrl goes to formatUniversalUrl. This does not vet the scheme; walletLinks does.
 */
export function formatNativeUrl(appUrl: string, wcUri: string): string {
  if (isHttpUrl(appUrl)) return formatUniversalUrl(appUrl, wcUri)
  let safeAppUrl = appUrl.includes('://') ? appUrl : `${appUrl.replaceAll('/', '').replaceAll(':', '')}://`
  if (!safeAppUrl.endsWith('/')) safeAppUrl = `${safeAppUrl}/`
  return `${safeAppUrl}wc?uri=${encodeURIComponent(wcUri)}`
}

const SCHEME = /^[a-z][a-z0-9+.-]*$/i
/** Schemes that run code or read local content in the page: never linked to. */
const BLOCKED_SCHEMES = new Set(['javascript', 'vbscript', 'data', 'blob', 'file', 'filesystem', 'about'])

/**
 * True for an http(s) URL, or a value a wallet app scheme can be read from: `name://…`, or a bare
 * `name`, `name:` or `name:/` (what the directory holds). `javascript:`, `data:` and the like are refused.
 */
function isSafeAppLink(appUrl: string): boolean {
  if (isHttpUrl(appUrl)) return true
  const schemeEnd = appUrl.indexOf('://')
  let scheme: string
  if (schemeEnd !== -1) {
    scheme = appUrl.slice(0, schemeEnd)
  } else {
    const bare = /^([^:/]+):?\/*$/.exec(appUrl)
    if (!bare?.[1]) return false
    scheme = bare[1]
  }
  return SCHEME.test(scheme) && !BLOCKED_SCHEMES.has(scheme.toLowerCase())
}

function present(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  return trimmed === '' ? undefined : trimmed
}

/**
 * The links to show for a wallet on a platform: mobile (from mobile_link) on iOS and Android; desktop
 * and web app on desktop; the platform's store. Empty, unusable or unsafe links are left out.
 */
export function walletLinks(wallet: WalletLinkFields, wcUri: string, platform: Platform): WalletLinks {
  const links: WalletLinks = {}

  if (platform === 'ios' || platform === 'android') {
    const mobile = present(wallet.mobile_link)
    if (mobile && isSafeAppLink(mobile)) {
      links.mobile = { href: formatNativeUrl(mobile, wcUri), kind: isHttpUrl(mobile) ? 'universal' : 'native' }
    }
  } else {
    const desktop = present(wallet.desktop_link)
    if (desktop && isSafeAppLink(desktop)) links.desktop = { href: formatNativeUrl(desktop, wcUri) }
    const webapp = present(wallet.webapp_link)
    if (webapp && isHttpUrl(webapp)) links.webapp = { href: formatUniversalUrl(webapp, wcUri) }
  }

  const store =
    platform === 'ios'
      ? { href: present(wallet.app_store), label: 'App Store' as const }
      : platform === 'android'
        ? { href: present(wallet.play_store), label: 'Google Play' as const }
        : { href: present(wallet.chrome_store), label: 'Chrome Web Store' as const }
  if (store.href && isHttpUrl(store.href)) links.store = { href: store.href, label: store.label }

  return links
}

/** iOS (iPhone, iPad, iPod), Android, or else desktop. */
export function detectPlatform(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios'
  if (/Android/i.test(userAgent)) return 'android'
  return 'desktop'
}

/** Safari on an iPhone, iPad or iPod: not Chrome (CriOS), Firefox (FxiOS) or Edge (EdgiOS) on iOS. */
export function isSafariOnIos(userAgent: string): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent) && /Safari/i.test(userAgent) && !/CriOS|FxiOS|EdgiOS/i.test(userAgent)
}

export { isTelegram, type TelegramWindow } from '../isTelegram'
