import { existsSync, readdirSync } from 'node:fs'
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
    testing: 'src/testing/index.ts',
  }
  if (existsSync('src/plugins')) {
    for (const name of readdirSync('src/plugins')) {
      if (existsSync(`src/plugins/${name}/index.ts`)) input[`plugins/${name}`] = `src/plugins/${name}/index.ts`
    }
  }
  return input
}

/**
 * The modal's CSS is template strings in src/ui (styles.ts, and each lazy view's own *Styles.ts), written for people; ship them without the
 * layout whitespace (newlines, indentation, spaces around braces, colons, semicolons and commas).
 */
function compactCss() {
  return {
    name: 'compact-css',
    transform(code, id) {
      if (!/src\/ui\/(.+\/)?([a-zA-Z]*[sS]tyles\.ts|AlertContent\.tsx|ToastContent\.tsx)$/.test(id)) return null
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
