import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const dist = (file: string) => fileURLToPath(new URL(`../dist/${file}`, import.meta.url))

/**
 * The demo is a host app: it imports the BUILT package through its public exports only (dist/, as an
 * installed copy would resolve), never src/.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: [
      { find: /^gangway\/plugins\/(.+)$/, replacement: dist('plugins/$1.js') },
      { find: /^gangway\/networks$/, replacement: dist('networks.js') },
      { find: /^gangway\/adapters\/evm$/, replacement: dist('adapters/evm.js') },
      { find: /^gangway\/react$/, replacement: dist('react.js') },
      { find: /^gangway\/plugin$/, replacement: dist('plugin.js') },
      { find: /^gangway\/ui$/, replacement: dist('ui.js') },
      { find: /^gangway\/testing$/, replacement: dist('testing.js') },
      { find: /^gangway\/siwx$/, replacement: dist('siwx.js') },
      { find: /^gangway$/, replacement: dist('index.js') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rollupOptions: {
      output: {
        chunkFileNames: 'assets/[name]-[hash].js',
        // React in a file of its own, as many hosts ship it: the bench reports the page's JavaScript without it.
        manualChunks: (id: string) => (/node_modules\/(react|react-dom|scheduler)\//.test(id) ? 'react' : undefined),
      },
    },
  },
})
