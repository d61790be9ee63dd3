import { formatGwei } from 'viem'
import type { NetworkStatusStore } from './NetworkStatusStore'

const VERDICTS = { operational: 'Operational', unreachable: 'Unreachable', checking: 'Checking…' } as const

// Made once, as the plugin's chunk loads: a number's toLocaleString makes a new formatter on each call, and the first
// one costs milliseconds (ICU's set-up), which fell inside the frame that shows the modal.
const BLOCK_FORMAT = new Intl.NumberFormat('en-US')
const GWEI_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })
const SMALL_GWEI_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 })

/** The words the parts show for the store's state (no rules inside JSX). */
export function verdictText(store: NetworkStatusStore): string {
  return VERDICTS[store.verdict]
}

export function blockText(store: NetworkStatusStore): string {
  return store.blockNumber === undefined ? '…' : BLOCK_FORMAT.format(store.blockNumber)
}

export function gasText(store: NetworkStatusStore): string {
  if (store.gasPrice === undefined) return '…'
  const gwei = Number(formatGwei(store.gasPrice))
  return `${(gwei < 1 ? SMALL_GWEI_FORMAT : GWEI_FORMAT).format(gwei)} gwei`
}

/** The status service's measure, or why it could not say. */
export function serviceText(store: NetworkStatusStore): string {
  if (store.serviceError) return store.serviceError
  if (!store.health) return '…'
  return store.health.latencyMs === null ? 'No answer from the node' : `Node answered in ${store.health.latencyMs} ms`
}
