import type { CaipNetwork } from './types'

/** A network's image from the chainImages option (AppKit's: keyed by the network's id), if the developer gave one. */
export function networkImageUrl(network: CaipNetwork | undefined, chainImages: Readonly<Record<string, string>>): string | undefined {
  return network && chainImages[String(network.id)]
}
