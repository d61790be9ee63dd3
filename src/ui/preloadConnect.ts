import { onceTrue, untilTrue } from '../kernel/onceTrue'
import { pluginEntry } from '../kernel/plugins/PluginRegistry'
import type { KitRoot } from '../kernel/root'
import { afterFrame } from '../kernel/afterFrame'
import type { StyleHost } from './components/styleHost'
import type { PreloadSchedule } from './preloadSchedule'
import { viewEntry, WALLET_ROWS_ENTRY } from './views/coreViews'
import type { WalletRowsPart } from './views/WalletRows'
import { warmUp } from './warmUp'
import { whenIdle } from '../kernel/whenIdle'

/** What Connect renders beyond the shell: its wallet rows and the plugin host. */
export const CONNECT_ENTRIES = [WALLET_ROWS_ENTRY, 'pluginKit'] as const
/** The views one click away from Connect. */
export const NEXT_VIEW_ENTRIES = [viewEntry('AllWallets'), viewEntry('ConnectingExternal'), viewEntry('ConnectingWalletConnect')] as const

/**
 * Connect's code, fetched while the page is idle (rollup.config.mjs makes it one chunk), so the first open
 * renders in the click's frame. Code only: the stores these entries make send nothing until a view asks.
 */
export function preloadConnect(kit: KitRoot): void {
  for (const entry of CONNECT_ENTRIES) kit.lazy.preload(entry)
}

/**
 * On intent (the kernel has started the remote config and directory calls, whose code shares the chunk of the views
 * one click away): Connect's code if idle time has not come yet, those views, and the plugins with a part on
 * Connect (each waits for the remote config before its chunk is fetched), so each paints at once. Resolves when
 * all have settled.
 */
export function preloadOnIntent(kit: KitRoot): Promise<void> {
  const entries = [...CONNECT_ENTRIES, ...NEXT_VIEW_ENTRIES, ...kit.plugins.enabled.flatMap((plugin) => (plugin.connectMethod ? [pluginEntry(plugin.name)] : []))]
  // Settles once each has loaded or failed (a failure is logged; the view that needs it tries again).
  return Promise.all(entries.map((entry) => kit.lazy.load(entry).catch((error: unknown) => console.warn(`[gangway] could not load ${entry}`, error)))).then(() => undefined)
}

/** The page is idle: Connect's code, then the hidden warm-up render, so the first open runs warm code. */
export function onIdle(kit: KitRoot, shadow: Node, styles: StyleHost, schedule: PreloadSchedule): void {
  preloadConnect(kit)
  warm(kit, shadow, styles, schedule)
}

/**
 * Intent: after the next frame (when intent is the click itself, the modal paints before this work competes with
 * it), the next views and plugin sections; once the directory has answered, the images of Connect's rows; once the
 * views and that answer are here, a second warm-up with the wallet rows and the plugin sections in it.
 */
export function onIntent(kit: KitRoot, shadow: Node, styles: StyleHost, schedule: PreloadSchedule): void {
  schedule.add(
    afterFrame(() => {
      schedule.add(onceTrue(() => kit.wallets.recommendedStatus === 'ready', () => preloadConnectImages(kit, schedule)))
      void Promise.all([preloadOnIntent(kit), untilTrue(() => kit.wallets.recommendedStatus !== 'loading')]).then(() =>
        schedule.add(whenIdle(() => warm(kit, shadow, styles, schedule))),
      )
    }),
  )
}

/** The directory has answered: the images of Connect's rows, so the first open shows them rather than placeholders. */
function preloadConnectImages(kit: KitRoot, schedule: PreloadSchedule): void {
  kit.lazy.load<WalletRowsPart>(WALLET_ROWS_ENTRY).then(
    (rows) => schedule.active && rows.preloadImages(kit),
    () => undefined,
  )
}

function warm(kit: KitRoot, shadow: Node, styles: StyleHost, schedule: PreloadSchedule): void {
  if (schedule.active && !kit.modal.isOpen && !kit.isDestroyed && shadow instanceof ShadowRoot) warmUp(kit, shadow, styles)
}
