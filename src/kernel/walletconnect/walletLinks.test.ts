import { describe, expect, it } from 'vitest'
import {
  detectPlatform,
  formatNativeUrl,
  formatUniversalUrl,
  isHttpUrl,
  isSafariOnIos,
  isTelegram,
  walletLinks,
} from './walletLinks'

const WC_URI = `wc:${'a'.repeat(64)}@2?expiryTimestamp=1700000000&relay-protocol=irn&symKey=${'b'.repeat(64)}`
const ENCODED = encodeURIComponent(WC_URI)

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  iphoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/124.0 Mobile/15E148 Safari/605.1.15',
  iphoneEdge:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/122.0.2365.99 Mobile/15E148 Safari/605.1.15',
  iphoneWebview: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.6312.80 Mobile Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36',
}

describe('isHttpUrl', () => {
  it('recognises http(s) by prefix only (§5)', () => {
    expect(isHttpUrl('https://metamask.app.link')).toBe(true)
    expect(isHttpUrl('http://localhost:3000')).toBe(true)
    expect(isHttpUrl('metamask://')).toBe(false)
    expect(isHttpUrl('HTTPS://x')).toBe(false)
    expect(isHttpUrl(' https://x')).toBe(false)
    expect(isHttpUrl('httpsx://x')).toBe(false)
  })
})

describe('formatUniversalUrl', () => {
  it('adds a trailing slash, then wc?uri= with the URI encoded', () => {
    expect(formatUniversalUrl('https://metamask.app.link', WC_URI)).toBe(`https://metamask.app.link/wc?uri=${ENCODED}`)
    expect(formatUniversalUrl('https://metamask.app.link/', WC_URI)).toBe(`https://metamask.app.link/wc?uri=${ENCODED}`)
    expect(ENCODED).not.toContain(':')
    expect(ENCODED).not.toContain('&')
    expect(ENCODED).toContain('%3A')
  })

  it('hands a non-http URL to formatNativeUrl', () => {
    expect(formatUniversalUrl('rainbow:', WC_URI)).toBe(`rainbow://wc?uri=${ENCODED}`)
  })
})

describe('formatNativeUrl', () => {
  it('turns a scheme in any spelling into scheme://wc?uri=…', () => {
    expect(formatNativeUrl('metamask:', WC_URI)).toBe(`metamask://wc?uri=${ENCODED}`)
    expect(formatNativeUrl('metamask', WC_URI)).toBe(`metamask://wc?uri=${ENCODED}`)
    expect(formatNativeUrl('metamask://', WC_URI)).toBe(`metamask://wc?uri=${ENCODED}`)
    expect(formatNativeUrl('w3akvrn:/', WC_URI)).toBe(`w3akvrn://wc?uri=${ENCODED}`)
    expect(formatNativeUrl('fuse.cash:', WC_URI)).toBe(`fuse.cash://wc?uri=${ENCODED}`)
  })

  it('keeps a path after :// and adds the slash AppKit adds', () => {
    expect(formatNativeUrl('trust://wc', WC_URI)).toBe(`trust://wc/wc?uri=${ENCODED}`)
    expect(formatNativeUrl('zerion://app/', WC_URI)).toBe(`zerion://app/wc?uri=${ENCODED}`)
  })

  it('hands an http(s) URL to formatUniversalUrl', () => {
    expect(formatNativeUrl('https://link.trustwallet.com', WC_URI)).toBe(`https://link.trustwallet.com/wc?uri=${ENCODED}`)
  })
})

describe('walletLinks', () => {
  const wallet = {
    mobile_link: 'metamask://',
    desktop_link: 'https://desktop.example.com',
    webapp_link: 'https://web.example.com/app',
    app_store: 'https://apps.apple.com/app/id1438144202',
    play_store: 'https://play.google.com/store/apps/details?id=io.metamask',
    chrome_store: 'https://chrome.google.com/webstore/detail/nkbihfbeogaeaoehlefnkodbefgpgknn',
  }

  it('on iOS: the mobile link and the App Store', () => {
    expect(walletLinks(wallet, WC_URI, 'ios')).toEqual({
      mobile: { href: `metamask://wc?uri=${ENCODED}`, kind: 'native' },
      store: { href: wallet.app_store, label: 'App Store' },
    })
  })

  it('on Android: the mobile link and Google Play', () => {
    const links = walletLinks({ ...wallet, mobile_link: 'https://metamask.app.link' }, WC_URI, 'android')
    expect(links).toEqual({
      mobile: { href: `https://metamask.app.link/wc?uri=${ENCODED}`, kind: 'universal' },
      store: { href: wallet.play_store, label: 'Google Play' },
    })
  })

  it('on desktop: desktop, web app and the Chrome Web Store, no mobile link', () => {
    expect(walletLinks(wallet, WC_URI, 'desktop')).toEqual({
      desktop: { href: `https://desktop.example.com/wc?uri=${ENCODED}` },
      webapp: { href: `https://web.example.com/app/wc?uri=${ENCODED}` },
      store: { href: wallet.chrome_store, label: 'Chrome Web Store' },
    })
    expect(walletLinks({ ...wallet, desktop_link: 'ledgerlive:' }, WC_URI, 'desktop').desktop).toEqual({
      href: `ledgerlive://wc?uri=${ENCODED}`,
    })
  })

  it('treats null, undefined and empty strings as missing', () => {
    expect(walletLinks({}, WC_URI, 'ios')).toEqual({})
    expect(
      walletLinks(
        { mobile_link: '', desktop_link: null, webapp_link: '  ', app_store: '', play_store: null, chrome_store: '' },
        WC_URI,
        'desktop',
      ),
    ).toEqual({})
    expect(walletLinks({ mobile_link: null, app_store: '' }, WC_URI, 'ios')).toEqual({})
    expect(walletLinks({ mobile_link: '', play_store: undefined }, WC_URI, 'android')).toEqual({})
  })

  it('never builds a javascript:, data: or other unsafe link', () => {
    const evil = [
      'javascript:alert(1)',
      'javascript://%0aalert(1)',
      'JavaScript://x',
      ' javascript:alert(1)',
      'javascript:',
      'javascript',
      'data:text/html,<script>alert(1)</script>',
      'data://text/html',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://x/y',
      '//evil.example.com',
      '1bad://',
      'my app://',
    ]
    for (const link of evil) {
      const all = { mobile_link: link, desktop_link: link, webapp_link: link, app_store: link, play_store: link, chrome_store: link }
      for (const platform of ['ios', 'android', 'desktop'] as const) {
        const links = walletLinks(all, WC_URI, platform)
        expect(links, `${link} on ${platform}`).toEqual({})
      }
    }
  })

  it('links a web app and a store only over http(s)', () => {
    const links = walletLinks({ webapp_link: 'metamask://', chrome_store: 'chrome://extensions' }, WC_URI, 'desktop')
    expect(links).toEqual({})
  })
})

describe('detectPlatform', () => {
  it('reads iOS, Android and desktop from the user agent', () => {
    expect(detectPlatform(UA.iphoneSafari)).toBe('ios')
    expect(detectPlatform(UA.ipadSafari)).toBe('ios')
    expect(detectPlatform(UA.iphoneChrome)).toBe('ios')
    expect(detectPlatform(UA.android)).toBe('android')
    expect(detectPlatform(UA.macSafari)).toBe('desktop')
    expect(detectPlatform(UA.windowsChrome)).toBe('desktop')
    expect(detectPlatform('')).toBe('desktop')
  })
})

describe('isSafariOnIos', () => {
  it('is Safari on an iPhone or iPad only', () => {
    expect(isSafariOnIos(UA.iphoneSafari)).toBe(true)
    expect(isSafariOnIos(UA.ipadSafari)).toBe(true)
    expect(isSafariOnIos(UA.iphoneChrome)).toBe(false)
    expect(isSafariOnIos(UA.iphoneFirefox)).toBe(false)
    expect(isSafariOnIos(UA.iphoneEdge)).toBe(false)
    expect(isSafariOnIos(UA.iphoneWebview)).toBe(false)
    expect(isSafariOnIos(UA.macSafari)).toBe(false)
    expect(isSafariOnIos(UA.android)).toBe(false)
  })
})

describe('isTelegram', () => {
  it('detects the Telegram webview proxy or a mini app', () => {
    expect(isTelegram({ TelegramWebviewProxy: { postEvent: () => undefined } })).toBe(true)
    expect(isTelegram({ Telegram: { WebApp: {} } })).toBe(true)
    expect(isTelegram({ Telegram: {} })).toBe(false)
    expect(isTelegram({})).toBe(false)
    expect(isTelegram(undefined)).toBe(false)
    expect(isTelegram({ TelegramWebviewProxy: undefined, Telegram: null })).toBe(false)
  })

  it('takes a whole window-like object without a cast', () => {
    const win = { location: { href: 'https://dapp.example' }, Telegram: { WebApp: { platform: 'ios' } } }
    expect(isTelegram(win)).toBe(true)
    expect(isTelegram(globalThis)).toBe(false)
  })
})
