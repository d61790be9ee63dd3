import { createHash } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { dts } from 'rollup-plugin-dts'
import esbuild from 'rollup-plugin-esbuild'
import pkg from './package.json' with { type: 'json' }

/** Every public entry; each folder under src/plugins/ with an index.ts becomes gangway/plugins/<name>. */
function entries() {
  const input = {
    index: 'src/index.ts',
    plugin: 'src/plugin.ts',
    ui: 'src/ui/index.ts',
    react: 'src/react/index.ts',
    networks: 'src/networks/index.ts',
    'adapters/evm': 'src/adapters/evm/index.ts',
    'adapters/solana': 'src/adapters/solana/index.ts',
    'adapters/wagmi': 'src/adapters/wagmi/index.ts',
    siwx: 'src/siwx/index.ts',
    testing: 'src/testing/index.ts',
    'web-components': 'src/web-components/index.ts',
  }
  if (existsSync('src/plugins')) {
    for (const name of readdirSync('src/plugins')) {
      if (existsSync(`src/plugins/${name}/index.ts`)) input[`plugins/${name}`] = `src/plugins/${name}/index.ts`
    }
  }
  return input
}

/**
 * The modal's CSS is template strings in src/ui (styles.ts, and each lazy view's own *Styles.ts), and the web components' in
 * src/web-components/buttonStyles.ts, written for people; ship them without the
 * layout whitespace (newlines, indentation, spaces around braces, colons, semicolons and commas).
 */
function compactCss() {
  return {
    name: 'compact-css',
    transform(code, id) {
      if (!/src\/(ui|web-components)\/(.+\/)?([a-zA-Z]*[sS]tyles\.ts|AlertContent\.tsx|ToastContent\.tsx)$/.test(id)) return null
      const compacted = code.replace(/\/\* css \*\/ `([\s\S]*?)`/, (_match, css) =>
        '`' + css.replace(/\s+/g, ' ').replace(/\s*([{};,])\s*/g, '$1').replace(/:\s+/g, ':').replace(/;}/g, '}').trim() + '`',
      )
      return { code: compacted, map: null }
    },
  }
}

/** Plugins import the kit as a third party does (gangway/plugin, gangway/ui); inside the build these are our own sources. */
function ownEntries() {
  const own = { 'gangway/plugin': 'src/plugin.ts', 'gangway/ui': 'src/ui/index.ts' }
  return {
    name: 'gangway-own-entries',
    resolveId(id) {
      return own[id] ? this.resolve(new URL(own[id], import.meta.url).pathname, undefined, { skipSelf: true }) : null
    },
  }
}

/**
 * What a host loads at createAppKit() comes in two chunks: the kernel (everything src/index.ts imports statically)
 * and the modal's UI (everything src/ui/mount.tsx adds). Left to itself, rollup splits off each module another
 * entry also imports (BaseError, the usage and HTTP errors, KitContext, …) as a chunk of its own, and a host's
 * bundler keeps each as a file with its import and export lists: about 1 KiB gzip of glue in the initial entry.
 * Lazy modules are untouched: they keep their own chunks.
 */
/**
 * The lazy modules of Connect (src/ui/preloadConnect.ts), fetched when the page is idle, and what intent needs (the
 * remote config, directory and HTTP calls, and the views one click away from Connect), fetched on intent: two chunks
 * instead of the 28 small files a host's bundler makes of them.
 */
const CONNECT_ROOTS = [
  'src/ui/views/WalletRows.tsx',
  'src/ui/warmUp.tsx',
  'src/ui/preloadConnect.ts',
  'src/kernel/slices/pluginKit.ts',
  'src/kernel/slices/images.ts',
  'src/kernel/slices/recentWallets.ts',
]
const ON_INTENT_ROOTS = [
  'src/kernel/intent.ts',
  'src/kernel/http/request.ts',
  'src/kernel/directoryCalls.ts',
  'src/ui/views/AllWalletsView.tsx',
  'src/ui/views/ConnectingExternalView.tsx',
  'src/ui/views/ConnectingWalletConnectView.tsx',
  'src/kernel/slices/walletPages.ts',
  'src/kernel/slices/walletConnect.ts',
]

/**
 * Error families a public entry exports but whose entry code needs them only once something failed: each is a chunk
 * of its own, so a page that imports the entry for its other exports does not load their texts.
 */
const ERROR_TEXT_CHUNKS = {
  'src/adapters/solana/SolanaError.ts': 'SolanaError',
}

function initialChunks() {
  let kernel, ui, entriesReaching, connect, onIntent
  const closure = (roots, getModuleInfo, outside = new Set()) => {
    const seen = new Set()
    const stack = roots.map((root) => resolve(root))
    while (stack.length > 0) {
      const id = stack.pop()
      const info = seen.has(id) || outside.has(id) ? null : getModuleInfo(id)
      if (!info || info.isExternal) continue
      seen.add(id)
      stack.push(...info.importedIds)
    }
    return seen
  }
  /** For each module a public entry imports statically, the names of those entries. */
  const reachingEntries = (getModuleInfo) => {
    const reaching = new Map()
    for (const [name, path] of Object.entries(entries())) {
      for (const id of closure([path], getModuleInfo)) reaching.set(id, [...(reaching.get(id) ?? []), name])
    }
    return reaching
  }
  return (id, { getModuleInfo }) => {
    kernel ??= closure(['src/index.ts'], getModuleInfo)
    ui ??= closure(['src/ui/mount.tsx'], getModuleInfo, kernel)
    entriesReaching ??= reachingEntries(getModuleInfo)
    connect ??= closure(CONNECT_ROOTS, getModuleInfo, new Set([...kernel, ...ui]))
    onIntent ??= closure(ON_INTENT_ROOTS, getModuleInfo, new Set([...kernel, ...ui, ...connect]))
    // mount.tsx itself (it imports react-dom/client) stays out: gangway/ui shares the rest and must import on a server.
    if (kernel.has(id)) return 'kernel'
    if (ui.has(id) && id !== resolve('src/ui/mount.tsx')) return 'mount'
    const errorChunk = Object.entries(ERROR_TEXT_CHUNKS).find(([path]) => resolve(path) === id)
    if (errorChunk) return errorChunk[1]
    if (!connect.has(id) && !onIntent.has(id)) return undefined
    // A module a public entry also imports goes with the other modules those same entries import: rollup would
    // otherwise pull it into the lazy chunk, and the entry would import the whole chunk.
    const reaching = entriesReaching.get(id)
    if (!reaching) return connect.has(id) ? 'connect' : 'onIntent'
    // Connect's share of them apart, so the idle fetch carries only what Connect renders.
    const key = [...reaching.sort(), connect.has(id) ? '(connect)' : '(intent)'].join(' ')
    return `shared-${createHash('sha256').update(key).digest('hex').slice(0, 8)}`
  }
}

const dependencies = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})]
/** Dependencies stay external (the host's bundler dedupes them), including their subpaths (zod/mini, react/jsx-runtime). */
const external = (id) => dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`))

export default [
  {
    input: entries(),
    external,
    plugins: [ownEntries(), compactCss(), esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json', minify: false })],
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: '[name].js',
      // A plugin's lazy part and each lazy core view land in their own chunk, named after their module.
      chunkFileNames: 'chunks/[name].js',
      manualChunks: initialChunks(),
      sourcemap: true,
    },
    treeshake: { moduleSideEffects: false },
  },
  {
    input: entries(),
    external,
    plugins: [dts({ tsconfig: 'tsconfig.build.json' })],
    output: { dir: 'dist', format: 'es', entryFileNames: '[name].d.ts', chunkFileNames: 'chunks/[name]-[hash].d.ts' },
  },
]
