import { BaseError, type BaseErrorOptions } from './BaseError'

const USAGE_TEXTS = {
  OPEN_OPTIONS: 'open() takes an options object',
  OUTSIDE_PROVIDER: '[gangway] wrap your app in <AppKitProvider appkit={createAppKit(...)}>',
  OUTSIDE_KIT: '[gangway] a modal component rendered outside its kit',
  PLUGIN_NEEDS: "Plugin '{plugin}' uses {need} without listing '{need}' in its descriptor's needs",
} as const

export type UsageErrorCode = keyof typeof USAGE_TEXTS

/** The kit used in a way it does not support (a developer's mistake, not a visitor's). */
export class UsageError extends BaseError<UsageErrorCode> {
  override name = 'UsageError'

  constructor(code: UsageErrorCode, options?: BaseErrorOptions) {
    super(code, USAGE_TEXTS[code], options)
  }
}
