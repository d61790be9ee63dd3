import { rm } from 'node:fs/promises'
import { dirname } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createApiApp } from './api/createApiApp'
import { startChains, type AnvilHandle } from './chain/anvil'
import { SOLANA_LOCAL } from './chain/solana/solanaLocalChain'
import { externalBundler } from './chain/bundler/bundlerConfig'
import type { BundlerHandle } from './chain/bundler/startBundler'
import { startLocalBundlers } from './chain/bundler/startLocalBundlers'
import { caip2, LOCAL_CHAINS, rpcUrl } from './chain/chains'
import { swapAggregatorConfig } from './chain/convert/swapAggregatorConfig'
import { deployLocalContracts, testAccount, TREASURY_INDEX } from './chain/deployContracts'
import { createChainIndexer, type ChainIndexer } from './chain/indexer/createIndexer'
import { localChainInfo, localChainsFile, NO_LOCAL_CHAINS, writeLocalChainsInfo, type LocalChainsInfo } from './chain/localChainsInfo'
import type { SpamTokens } from './data/spamTokens'
import type { Db } from './db/Db'
import { migrate } from './db/migrate'
import { openDb } from './db/openDb'
import { createDashboardApp } from './dashboard/createDashboardApp'
import { dashboardUrl } from './dashboard/dashboardUrl'
import { createDemoApp } from './demo/createDemoApp'
import { listen, type FetchApp, type Listening } from './http/listen'
import { startIdentityProvider } from './idp/startIdentityProvider'
import type { Mailbox } from './mail/mailbox'
import { createMailer } from './mail/mailer'
import { devMailbox } from './mail/devMailbox'
import { startSmtpSink } from './mail/startSmtpSink'
import { PORTS } from './ports'
import { parseStartArgs } from './parseStartArgs'
import { createPaymentProviderApp } from './pay/createPaymentProviderApp'
import { seedExchangeBalances } from './pay/exchange/exchangeLedger'
import { EXCHANGE_TEST_USERS } from './pay/exchange/testExchange'
import { startRelay } from './relay/startRelay'
import { seed } from './seed/seed'
import { chainDataService } from './services/chainDataService'
import { secureSiteService, secureSiteUrl } from './services/secureSiteService'

export { createApiApp } from './api/createApiApp'
export { createChainDataApp } from './chain/createChainDataApp'
export { createDashboardApp } from './dashboard/createDashboardApp'
export { createDemoApp } from './demo/createDemoApp'
export { createPaymentProviderApp } from './pay/createPaymentProviderApp'
export { createSecureSiteApp } from './secure/createSecureSiteApp'

export interface CloudOptions {
  /** PGlite data folder (default .data/pglite) or 'memory://'. */
  dataDir?: string
  /** PostgreSQL connection string (default env DATABASE_URL); wins over dataDir. */
  databaseUrl?: string
  /** Scale the wallet directory to N records (default env WALLET_SCALE, else the seed file). */
  walletScale?: number
  /** Start the local chains: the anvil chains and the local Solana chain (default true). */
  chains?: boolean
  /** The built demo (default demo/dist). */
  demoDir?: string
  /**
   * Where to write local-chains.json (the chains and their deployed test contracts); default
   * `<data folder>/local-chains.json`, i.e. beside the PGlite folder (`.data/`), or a temp folder for 'memory://'.
   */
  chainInfoFile?: string
  /** Token contracts the history flags as spam, per CAIP-2 chain (default data/spamTokens.ts). */
  spamTokens?: SpamTokens
  /** Where the secure site sends mail (default env SMTP_URL); unset: the local SMTP sink on PORTS.smtp and GET /dev/mailbox. */
  smtpUrl?: string
  log?: (line: string) => void
}

export interface Cloud {
  urls: Record<string, string>
  /** The local chains and their test contracts (`{ chains: [] }` with chains off), as served and written. */
  localChains: LocalChainsInfo
  /** Where localChains was written. */
  chainInfoFile: string
  stop(): Promise<void>
}

function envWalletScale(): number | undefined {
  const raw = process.env['WALLET_SCALE']
  if (raw === undefined || raw === '') return undefined
  if (!/^[1-9]\d*$/.test(raw)) throw new Error(`WALLET_SCALE must be a positive integer, got '${raw}'`)
  return Number(raw)
}

/** Opens the database, migrates, seeds, then starts the chains and every service on 127.0.0.1. */
export async function startCloud(options: CloudOptions = {}): Promise<Cloud> {
  const log = options.log ?? ((line: string) => console.log(line))
  const cleanups: (() => Promise<void>)[] = []
  const stop = async (): Promise<void> => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error: unknown) => log(`stop: ${error instanceof Error ? error.message : String(error)}`))
    }
  }
  // Read first: a misconfigured aggregator stops the start before anything runs.
  const swapAggregator = swapAggregatorConfig(process.env)
  log(
    swapAggregator
      ? `swaps on the §9 networks: forwarded to the swap aggregator ${swapAggregator.url} (GANGWAY_SWAP_AGGREGATOR_URL)`
      : 'swaps on the §9 networks: no aggregator configured (GANGWAY_SWAP_AGGREGATOR_URL): refused with SWAP_AGGREGATOR_NOT_CONFIGURED; the local chains swap on their pools',
  )
  const remoteBundler = externalBundler(process.env)
  log(
    remoteBundler
      ? `user operations: forwarded to the bundler ${remoteBundler.template} (GANGWAY_BUNDLER_URL); no local bundler started`
      : 'user operations: a local bundler (alto) per local chain, started with the chains (GANGWAY_BUNDLER_URL selects another bundler instead)',
  )
  try {
    const db: Db = await openDb({ dataDir: options.dataDir, databaseUrl: options.databaseUrl })
    cleanups.push(() => db.close())
    await migrate(db)
    const seeded = await seed(db, { walletScale: options.walletScale ?? envWalletScale(), log })
    log(`seeded ${seeded.wallets} wallets and ${seeded.projects} projects`)
    await seedExchangeBalances(db)
    const urls: Record<string, string> = {}
    let localChains: LocalChainsInfo = NO_LOCAL_CHAINS
    let indexer: ChainIndexer | undefined
    let bundlers: Promise<BundlerHandle[]> | undefined
    if (options.chains !== false) {
      const chainsStarted = performance.now()
      const anvilStarting = startChains(LOCAL_CHAINS)
      // Observed now, so a failure while the Solana chain starts is not unhandled; stopped with the rest, thrown below.
      anvilStarting.catch(() => undefined)
      cleanups.push(async () => {
        const started = await anvilStarting.catch((): AnvilHandle[] => [])
        await Promise.all(started.map((handle) => handle.stop()))
      })
      // While anvil boots in its own processes, the Solana chain loads (web3.js, litesvm) and starts in this one.
      const { startSolanaChain } = await import('./chain/solana/startSolanaChain')
      const { solanaChainInfo, solanaRuntime } = await import('./chain/solana/solanaChainInfo')
      const solana = await startSolanaChain({ rpcPort: SOLANA_LOCAL.rpcPort, wsPort: SOLANA_LOCAL.wsPort, genesisHash: SOLANA_LOCAL.genesisHash, log })
      cleanups.push(() => solana.stop())
      urls[SOLANA_LOCAL.caipNetworkId] = solana.rpcUrl
      urls['solanaWs'] = solana.wsUrl
      log(
        `local Solana chain ${SOLANA_LOCAL.caipNetworkId}: ${solanaRuntime()} behind a local JSON-RPC on ${solana.rpcUrl}, subscriptions on ${solana.wsUrl}; ` +
          `the Solana runtime, not a full validator (a real cluster is one endpoint option away: customRpcUrls); memory only; gUSD mint ${solana.seed.mint}, keys 0–19 with 100 SOL; ready in ${Math.round(performance.now() - chainsStarted)} ms`,
      )
      await anvilStarting
      for (const chain of LOCAL_CHAINS) urls[caip2(chain)] = rpcUrl(chain)
      const deployed = await Promise.all(LOCAL_CHAINS.map((chain) => deployLocalContracts(chain)))
      log(`local chains: ${LOCAL_CHAINS.length} started, contracts and pools deployed in ${Math.round(performance.now() - chainsStarted)} ms`)
      localChains = { chains: LOCAL_CHAINS.map((chain, i) => localChainInfo(chain, deployed[i]!)), solanaChains: [solanaChainInfo(SOLANA_LOCAL, solana)] }
      for (const { caipNetworkId, tokens, nfts, spamTokens = [], amm } of localChains.chains) {
        const contracts = [...tokens, ...nfts, ...spamTokens].map((contract) => `${contract.symbol} ${contract.address}`)
        log(`${caipNetworkId} contracts: ${contracts.join(', ')}`)
        if (amm) log(`${caipNetworkId} Uniswap V2: router ${amm.router}, factory ${amm.factory}, WETH ${amm.weth}, pools ${amm.pairs.map((pair) => `${pair.name} ${pair.address}`).join(', ')}`)
      }
      // The bundlers start now and are awaited just before the HTTP services listen: their start-up overlaps the rest.
      if (!remoteBundler) {
        const bundlersStarted = performance.now()
        const starting = startLocalBundlers(LOCAL_CHAINS, localChains, log)
        // Observed now, so a failure while other services start is not unhandled; awaited (and thrown) below.
        starting.catch(() => undefined)
        cleanups.push(async () => {
          const handles = await starting.catch(() => [])
          await Promise.all(handles.map((handle) => handle.stop()))
        })
        bundlers = starting.then((handles) => {
          log(`bundlers (alto, EntryPoint v0.7): ${handles.map((handle) => `eip155:${handle.chainId} ${handle.url}`).join(', ')}, ready in ${Math.round(performance.now() - bundlersStarted)} ms`)
          return handles
        })
      }
      // History: indexes every chain from block 0 (a chain restarted since the last run is detected and re-indexed).
      const running = createChainIndexer(db, LOCAL_CHAINS, { log })
      indexer = running
      running.start()
      cleanups.push(() => running.stop())
    }
    const target = await localChainsFile({ chainInfoFile: options.chainInfoFile, dataDir: options.dataDir })
    if (target.temporary) cleanups.push(() => rm(dirname(target.file), { recursive: true, force: true }))
    await writeLocalChainsInfo(target.file, localChains)
    log(`local chains info written to ${target.file}`)
    // Before the HTTP services: the demo answering is what tells scripts the whole cloud is up.
    const relay = await startRelay({ port: PORTS.relay, log, redisUrl: process.env['REDIS_URL'] || undefined })
    cleanups.push(() => relay.close())
    urls['relay'] = relay.url
    // The secure site's social logins are sent here unless a real provider's client id is configured.
    const identityProvider = await startIdentityProvider({ port: PORTS.identityProvider, secureSiteUrl: secureSiteUrl(process.env), log })
    cleanups.push(() => identityProvider.close())
    urls['identityProvider'] = identityProvider.url
    // Mail: a real SMTP server when SMTP_URL is set, else the local sink whose messages GET /dev/mailbox serves.
    let smtpUrl = options.smtpUrl ?? process.env['SMTP_URL'] ?? ''
    let mailbox: Mailbox | undefined
    if (smtpUrl === '') {
      const sink = await startSmtpSink({ port: PORTS.smtp, log })
      cleanups.push(() => sink.close())
      urls['smtp'] = sink.url
      smtpUrl = sink.url
      mailbox = devMailbox(secureSiteUrl(process.env), sink.mailbox, log)
    }
    const mailer = createMailer({ smtpUrl })
    cleanups.push(async () => mailer.close())
    const secureSite = await secureSiteService(db, { log, mailer, mailbox, dataDir: options.dataDir, env: process.env, identityProviderUrl: identityProvider.url, localChains })
    for (const handle of (await bundlers) ?? []) urls[`bundler:eip155:${handle.chainId}`] = handle.url
    const services: [string, FetchApp, number][] = [
      ['api', createApiApp(db, { log }), PORTS.api],
      ['chainData', chainDataService(db, { log, localChains, indexer, spamTokens: options.spamTokens, env: process.env }), PORTS.chainData],
      ['secureSite', secureSite, PORTS.secureSite],
      ['paymentProvider', createPaymentProviderApp(db, { log, localChains }), PORTS.paymentProvider],
      ['dashboard', createDashboardApp(db, { mailer, dashboardUrl: dashboardUrl(process.env), log }), PORTS.dashboard],
      ['demo', createDemoApp(options.demoDir, { localChains }), PORTS.demo],
    ]
    // A dev-only surface: test cards and a test exchange account that move the local chains' tokens; loopback only.
    log(
      `payment provider http://127.0.0.1:${PORTS.paymentProvider}: test mode, loopback only (test cards 4242 4242 4242 4242, 4000 0000 0000 0002, ` +
        `4000 0000 0000 3220; test exchange account ${EXCHANGE_TEST_USERS.map((user) => user.login).join(', ')}); treasury ${testAccount(TREASURY_INDEX).address} (mnemonic #${TREASURY_INDEX})` +
        (localChains.chains.length === 0 ? '; no local chains: it sells nothing' : ''),
    )
    for (const [name, app, port] of services) {
      const server: Listening = await listen(app, port, name)
      cleanups.push(() => server.close())
      urls[name] = server.url
    }
    return { urls, localChains, chainInfoFile: target.file, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** `npx tsx server/start.ts [--wallet-scale N] [--no-chains]`: runs until SIGINT or SIGTERM. */
async function main(): Promise<void> {
  const args = parseStartArgs(process.argv.slice(2))
  const state: { cloud: Cloud | null; stopping: boolean } = { cloud: null, stopping: false }
  const exitAfterStop = (running: Cloud): void => {
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => (console.error(error), process.exit(1)),
    )
  }
  // Installed before starting, so a signal during start-up still stops the chains (they have their own process group).
  const shutdown = (signal: string): void => {
    if (state.stopping) return
    state.stopping = true
    console.log(`${signal}: stopping`)
    if (state.cloud) exitAfterStop(state.cloud)
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  const cloud = await startCloud(args)
  state.cloud = cloud
  if (state.stopping) return exitAfterStop(cloud)
  for (const [name, url] of Object.entries(cloud.urls)) console.log(`${name.padEnd(17)} ${url}`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
