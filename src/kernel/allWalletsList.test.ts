import { describe, expect, it } from 'vitest'
import { buildAllWallets, buildSearchResults, createEntryMemo, installedEntries, type AllWalletsEntry } from './allWalletsList'
import type { ConnectorInfo } from './stores/ConnectorStore'
import { exclusionRules, NO_EXCLUSIONS } from './walletFilters'
import type { WalletRecord } from '../protocol/walletRecord'

const record = (id: string, name = `Wallet ${id}`, rdns?: string): WalletRecord => ({ id, name, ...(rdns ? { rdns } : {}) })
const pageOf = (page: number, size = 40) => Array.from({ length: size }, (_, i) => record(`p${page}-${i}`))
const metamask: ConnectorInfo = { id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', rdns: 'io.metamask', imageUrl: 'data:image/svg+xml,x' }
const rabby: ConnectorInfo = { id: 'io.rabby', type: 'ANNOUNCED', name: 'Rabby Wallet', rdns: 'io.rabby' }

const describeEntry = (entry: AllWalletsEntry) =>
  entry.kind === 'placeholder' ? `…${entry.page}` : entry.kind === 'connector' ? `installed:${entry.connector.id}` : entry.wallet.id

describe('the AllWallets list (§2, §9)', () => {
  it('installed first, then featured in order, then the directory; a directory wallet shown as installed is not repeated', () => {
    const page1 = [record('a'), record('mm', 'MetaMask', 'io.metamask'), record('b')]
    const entries = buildAllWallets({
      installed: [metamask, rabby],
      featured: [record('f2'), record('f1')],
      pages: new Map([[1, page1]]),
      total: 3,
      exclusions: NO_EXCLUSIONS,
    })
    expect(entries.map(describeEntry)).toEqual(['installed:io.metamask', 'installed:io.rabby', 'f2', 'f1', 'a', 'b'])
    const first = entries[0]
    expect(first?.kind === 'connector' && first.wallet?.id).toBe('mm')
  })

  it('has its full length from the first answer: pages not loaded yet stand as placeholders', () => {
    const entries = buildAllWallets({ installed: [], featured: [], pages: new Map([[1, pageOf(1)], [3, pageOf(3, 5)]]), total: 85, exclusions: NO_EXCLUSIONS })
    expect(entries).toHaveLength(85)
    expect(entries.slice(40, 80).every((entry) => entry.kind === 'placeholder' && entry.page === 2)).toBe(true)
    expect(describeEntry(entries[80]!)).toBe('p3-0')
    const before = buildAllWallets({ installed: [], featured: [], pages: new Map(), total: undefined, exclusions: NO_EXCLUSIONS })
    expect(before.map(describeEntry)).toEqual(Array.from({ length: 40 }, () => '…1'))
  })

  it('marks the first 20 wallets of each page for an eager image (§9), the others lazy', () => {
    const entries = buildAllWallets({ installed: [], featured: [], pages: new Map([[1, pageOf(1)], [2, pageOf(2)]]), total: 80, exclusions: NO_EXCLUSIONS })
    const eager = entries.map((entry) => entry.kind === 'wallet' && entry.eagerImage)
    expect(eager.filter(Boolean)).toHaveLength(40)
    expect(eager.slice(0, 20).every(Boolean)).toBe(true)
    expect(eager.slice(20, 40).some(Boolean)).toBe(false)
    expect(eager.slice(40, 60).every(Boolean)).toBe(true)
  })

  it('keeps the same entry objects between builds, so unchanged tiles do not re-render', () => {
    const memo = createEntryMemo()
    const page1 = pageOf(1)
    const build = (pages: Map<number, WalletRecord[]>) => buildAllWallets({ installed: [metamask], featured: [], pages, total: 80, exclusions: NO_EXCLUSIONS, memo })
    const before = build(new Map([[1, page1]]))
    const after = build(new Map([[1, page1], [2, pageOf(2)]]))
    expect(after.slice(0, 41)).toEqual(before.slice(0, 41))
    for (let i = 0; i < 41; i++) expect(after[i]).toBe(before[i])
    expect(after[41]).not.toBe(before[41])
  })

  it('leaves out excluded wallets by id, rdns or name (§5)', () => {
    const page1 = [record('a'), record('b', 'Bravo', 'io.bravo'), record('c', 'Charlie')]
    const entries = buildAllWallets({
      installed: [],
      featured: [record('f', 'Foxtrot')],
      pages: new Map([[1, page1]]),
      total: 3,
      exclusions: exclusionRules(['a', 'IO.BRAVO', 'foxtrot']),
    })
    expect(entries.map(describeEntry)).toEqual(['c'])
  })
})

describe('AllWallets search results', () => {
  it('installed first (marked), then featured order, then relevance; excluded ones left out; installed connectors matching the term lead', () => {
    const results = [record('x', 'MetaMask Flask'), record('mm', 'MetaMask', 'io.metamask'), record('f', 'Meta Featured'), record('no', 'Meta Excluded')]
    const other: ConnectorInfo = { id: 'io.metax', type: 'ANNOUNCED', name: 'MetaX', rdns: 'io.metax' }
    const entries = buildSearchResults(results, 'meta', [metamask, rabby, other], ['f'], exclusionRules(['meta excluded']))
    expect(entries.map(describeEntry)).toEqual(['installed:io.metax', 'mm', 'f', 'x'])
    const mm = entries[1]
    expect(mm?.kind === 'wallet' && mm.installed?.id).toBe('io.metamask')
  })

  it('the first 20 results have eager images', () => {
    const results = Array.from({ length: 100 }, (_, i) => record(`s${i}`))
    const entries = buildSearchResults(results, 'wallet', [], [], NO_EXCLUSIONS)
    expect(entries.filter((entry) => entry.kind === 'wallet' && entry.eagerImage)).toHaveLength(20)
  })
})

describe('AllWallets without WalletConnect (enableWalletConnect: false)', () => {
  it('keeps the installed wallets only: directory wallets, placeholders and search results that are not installed go', () => {
    const entries = buildAllWallets({ installed: [metamask], featured: [record('f1')], pages: new Map([[1, [record('a')]]]), total: 45, exclusions: NO_EXCLUSIONS })
    expect(installedEntries(entries).map(describeEntry)).toEqual(['installed:io.metamask'])
    const results = buildSearchResults([record('mm', 'MetaMask', 'io.metamask'), record('x', 'Meta X')], 'meta', [metamask], [], NO_EXCLUSIONS)
    expect(installedEntries(results).map(describeEntry)).toEqual(['mm'])
  })
})
