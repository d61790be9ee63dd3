/** What isTelegram reads from a window. */
export type TelegramWindow = { TelegramWebviewProxy?: unknown; Telegram?: { WebApp?: unknown } }

/**
 * Inside Telegram's in-app browser or a Telegram mini app (AppKit's check: `TelegramWebviewProxy` or
 * `Telegram.WebApp`). Pass `window` as is (any object is accepted), or undefined on a server.
 */
export function isTelegram(win: TelegramWindow | object | undefined): boolean {
  if (!win) return false
  if ('TelegramWebviewProxy' in win && win.TelegramWebviewProxy) return true
  const telegram: unknown = 'Telegram' in win ? win.Telegram : undefined
  return typeof telegram === 'object' && telegram !== null && 'WebApp' in telegram && Boolean(telegram.WebApp)
}
