import { existsSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { networkStatusRoutes } from '../../demo/plugins/network-status/server/networkStatusRoutes'
import { NO_LOCAL_CHAINS, type LocalChainsInfo } from '../chain/localChainsInfo'
import { contentType } from './contentType'

/** demo/dist under the repository root. */
export const DEFAULT_DEMO_DIR = fileURLToPath(new URL('../../demo/dist', import.meta.url))
export const DEMO_NOT_BUILT = 'demo not built: run npm run build:demo'

const isFile = (path: string): boolean => existsSync(path) && statSync(path).isFile()

/**
 * The demo host app (port 3000): static files from the built demo. `/` and extension-less paths
 * fall back to index.html, which is never cached; hashed files under /assets/ are cached for good.
 * `/health` answers even when the demo is not built (`built: false`); every other path then answers 503.
 * `/local-chains.json` (the local chains' test contracts, same origin as the page) answers either way, and so
 * does `/plugins/network-status/status`: the demo's third-party plugin's own service, over the local chains.
 */
export function createDemoApp(dir: string = DEFAULT_DEMO_DIR, options: { localChains?: LocalChainsInfo } = {}): Hono {
  const localChains = options.localChains ?? NO_LOCAL_CHAINS
  const demoDir = resolve(dir)
  const index = join(demoDir, 'index.html')
  const app = new Hono()
  // No other page may frame the demo (over its Approve button, say): a host app's own clickjacking defence.
  app.use('*', async (c, next) => {
    await next()
    c.header('Content-Security-Policy', "frame-ancestors 'self'")
    c.header('X-Frame-Options', 'SAMEORIGIN')
  })
  app.get('/health', (c) => c.json({ ok: true, built: existsSync(index) }))
  app.get('/local-chains.json', (c) => c.json(localChains, 200, { 'Cache-Control': 'no-store' }))
  app.route('/plugins/network-status', networkStatusRoutes(() => localChains.chains))
  app.get('*', async (c) => {
    if (!existsSync(index)) return c.text(DEMO_NOT_BUILT, 503)
    let path: string
    try {
      path = decodeURIComponent(c.req.path)
    } catch {
      return c.text('Bad request', 400)
    }
    const file = normalize(join(demoDir, path))
    if (!file.startsWith(demoDir + sep)) return c.text('Not found', 404)
    const target = isFile(file) ? file : extname(path) === '' ? index : null
    if (target === null) return c.text('Not found', 404)
    return c.body(await readFile(target), 200, {
      'Content-Type': contentType(target),
      'Cache-Control': target === index
        ? 'no-cache, no-store, must-revalidate'
        : path.startsWith('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
    })
  })
  return app
}
