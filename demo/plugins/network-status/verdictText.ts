import { formatGwei } from 'viem'
import type { NetworkStatusStore } from './NetworkStatusStore'

const VERDICTS = { operational: 'Operational', unreachable: 'Unreachable', checking: 'Checking…' } as const

/** The words the parts show for the store's state (no rules inside JSX). */
export function verdictText(store: NetworkStatusStore): string {
  return VERDICTS[store.verdict]
}

export function blockText(store: NetworkStatusStore): string {
  return store.blockNumber === undefined ? '…' : store.blockNumber.toLocaleString('en-US')
}

export function gasText(store: NetworkStatusStore): string {
  if (store.gasPrice === undefined) return '…'
  const gwei = Number(formatGwei(store.gasPrice))
  return `${gwei.toLocaleString('en-US', { maximumFractionDigits: gwei < 1 ? 4 : 2 })} gwei`
}

/** The status service's measure, or why it could not say. */
export function serviceText(store: NetworkStatusStore): string {
  if (store.serviceError) return store.serviceError
  if (!store.health) return '…'
  return store.health.latencyMs === null ? 'No answer from the node' : `Node answered in ${store.health.latencyMs} ms`
}
