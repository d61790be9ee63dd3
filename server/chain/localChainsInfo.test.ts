import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DEFAULT_DATA_DIR } from '../db/openDb'
import {
  localChainsFile,
  parseLocalChainsInfo,
  readLocalChainsInfo,
  writeLocalChainsInfo,
  type LocalChainsInfo,
} from './localChainsInfo'

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const INFO: LocalChainsInfo = {
  chains: [
    {
      id: 31337,
      name: 'Gangway Local',
      caipNetworkId: 'eip155:31337',
      rpcUrl: 'http://127.0.0.1:8545',
      tokens: [{ address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'gUSD', name: 'Gangway USD', decimals: 6, standard: 'erc20' }],
      nfts: [{ address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', symbol: 'GPASS', name: 'Gangway Pass', standard: 'erc721', tokenIds: [1, 2, 3], owner: OWNER }],
    },
  ],
}

describe('local-chains.json', () => {
  const folder = mkdtempSync(join(tmpdir(), 'gangway-chains-info-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('round-trips through the schema, and an empty list is valid (chains off)', async () => {
    const file = join(folder, 'a', 'local-chains.json')
    await writeLocalChainsInfo(file, INFO)
    expect(await readLocalChainsInfo(file)).toEqual(INFO)
    await writeLocalChainsInfo(file, { chains: [] })
    expect(await readLocalChainsInfo(file)).toEqual({ chains: [] })
  })

  it('refuses a malformed file with an error naming the file and the faulty fields', async () => {
    const chain = INFO.chains[0]!
    const bad = { chains: [{ ...chain, caipNetworkId: '31337', tokens: [{ ...chain.tokens[0], address: '0x12', standard: 'erc721' }] }] }
    const file = join(folder, 'bad.json')
    writeFileSync(file, JSON.stringify(bad))
    const error = await readLocalChainsInfo(file).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    const message = (error as Error).message
    expect(message).toContain(`${file} is not a valid local chains file`)
    expect(message).toMatch(/chains\[0\]\.caipNetworkId/)
    expect(message).toMatch(/chains\[0\]\.tokens\[0\]\.address/)
    expect(message).toMatch(/chains\[0\]\.tokens\[0\]\.standard/)
    expect(() => parseLocalChainsInfo({ chains: [{ ...chain, caipNetworkId: 'eip155:1' }] })).toThrow(/does not match id\s+→ at chains\[0\]\.caipNetworkId/)
    expect(() => parseLocalChainsInfo({ chain: [] })).toThrow(/local-chains\.json is not a valid local chains file[\s\S]*chains/)
  })

  it('carries the local Solana chain, its CAIP-2 id checked against its genesis hash', async () => {
    const solana = {
      name: 'Gangway Solana Local',
      caipNetworkId: 'solana:5fp3J9jKX6jt6hUcoPTeiKfVdGsGBdvq',
      genesisHash: '5fp3J9jKX6jt6hUcoPTeiKfVdGsGBdvqJZNjjm446GuW',
      rpcUrl: 'http://127.0.0.1:8899',
      wsUrl: 'ws://127.0.0.1:8900',
      runtime: 'litesvm 1.4.1 (Solana runtime 4.2.1)',
      tokens: [{ mint: 'Hp4A4kVeActGibx99Rd4e17FYTDhCimB9B5WKQJTQRPj', symbol: 'gUSD', name: 'Gangway USD', decimals: 6, standard: 'spl-token' as const, mintAuthority: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96' }],
      fundedKeys: { derivationPath: "m/44'/501'/{index}'/0'", first: 0, count: 20, sol: 100, tokenHolders: 5 },
    }
    const file = join(folder, 'solana.json')
    await writeLocalChainsInfo(file, { ...INFO, solanaChains: [solana] })
    expect((await readLocalChainsInfo(file)).solanaChains).toEqual([solana])
    expect(() => parseLocalChainsInfo({ chains: [], solanaChains: [{ ...solana, caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' }] })).toThrow(/does not match genesisHash\s+→ at solanaChains\[0\]\.caipNetworkId/)
    expect(() => parseLocalChainsInfo({ chains: [], solanaChains: [{ ...solana, tokens: [{ ...solana.tokens[0]!, mint: '0xdead' }] }] })).toThrow(/solanaChains\[0\]\.tokens\[0\]\.mint/)
  })

  it('refuses a file that is not JSON, and a missing file', async () => {
    const file = join(folder, 'garbage.json')
    writeFileSync(file, '{"chains": [')
    await expect(readLocalChainsInfo(file)).rejects.toThrow(`${file} is not valid JSON`)
    await expect(readLocalChainsInfo(join(folder, 'missing.json'))).rejects.toThrow(/ENOENT/)
  })

  it('never writes an invalid file', async () => {
    const file = join(folder, 'never.json')
    const invalid = { chains: [{ ...INFO.chains[0]!, id: -1 }] }
    await expect(writeLocalChainsInfo(file, invalid)).rejects.toThrow(/chains\[0\]\.id/)
    await expect(readLocalChainsInfo(file)).rejects.toThrow(/ENOENT/)
  })

  it('goes beside the PGlite folder, to an explicit path, or to a temp folder for memory://', async () => {
    expect(await localChainsFile()).toEqual({ file: join(dirname(DEFAULT_DATA_DIR), 'local-chains.json'), temporary: false })
    expect(dirname(DEFAULT_DATA_DIR).endsWith('.data')).toBe(true)
    expect(await localChainsFile({ dataDir: '/srv/gangway/pglite' })).toEqual({ file: '/srv/gangway/local-chains.json', temporary: false })
    expect(await localChainsFile({ dataDir: 'memory://', chainInfoFile: '/x/chains.json' })).toEqual({ file: '/x/chains.json', temporary: false })
    const memory = await localChainsFile({ dataDir: 'memory://' })
    expect(memory.temporary).toBe(true)
    expect(memory.file.startsWith(join(tmpdir(), 'gangway-chains-'))).toBe(true)
    rmSync(dirname(memory.file), { recursive: true, force: true })
  })
})
