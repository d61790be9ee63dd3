import { BaseError } from './BaseError'

const PLUGIN_TEXTS = {
  PLUGIN_INVALID: "Plugin '{plugin}' {reason}",
  PLUGIN_UNKNOWN: "Unknown plugin '{plugin}'",
  PLUGIN_OFF: "Plugin '{plugin}' is turned off by its flag '{flag}'",
  PLUGIN_LOAD_FAILED: "Plugin '{plugin}' failed to load",
  PLUGIN_STORE_FAILED: "Plugin '{plugin}' failed to create its store",
} as const

export type PluginErrorCode = keyof typeof PLUGIN_TEXTS

/** A plugin descriptor or lazy part that breaks the plugin contract, or whose code could not be loaded. */
export class PluginError extends BaseError<PluginErrorCode> {
  override name = 'PluginError'
  readonly plugin: string

  constructor(code: PluginErrorCode, plugin: string, options: { readonly reason?: string; readonly flag?: string; readonly cause?: unknown } = {}) {
    super(code, PLUGIN_TEXTS[code], { cause: options.cause, values: { plugin, reason: options.reason ?? '', flag: options.flag ?? '' } })
    this.plugin = plugin
  }
}
