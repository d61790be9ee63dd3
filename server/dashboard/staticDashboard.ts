import { existsSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { contentType } from '../demo/contentType'

/** dashboard/dist under the repository root. */
export const DEFAULT_DASHBOARD_DIR = fileURLToPath(new URL('../../dashboard/dist', import.meta.url))
export const DASHBOARD_NOT_BUILT = 'dashboard not built: run npm run build:demo'

const CSP = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"

const isFile = (path: string): boolean => existsSync(path) && statSync(path).isFile()

/** The built web app: its files, index.html for `/` and extension-less paths (never cached), hashed assets for good. */
export function staticDashboard(dir: string = DEFAULT_DASHBOARD_DIR): Hono {
  const root = resolve(dir)
  const index = join(root, 'index.html')
  const app = new Hono()
  app.get('*', async (c) => {
    if (!existsSync(index)) return c.text(DASHBOARD_NOT_BUILT, 503)
    let path: string
    try {
      path = decodeURIComponent(c.req.path)
    } catch {
      return c.text('Bad request', 400)
    }
    const file = normalize(join(root, path))
    if (file !== root && !file.startsWith(root + sep)) return c.text('Not found', 404)
    const target = isFile(file) ? file : extname(path) === '' ? index : null
    if (target === null) return c.text('Not found', 404)
    return c.body(await readFile(target), 200, {
      'Content-Type': contentType(target),
      'Content-Security-Policy': CSP,
      'Cache-Control': target === index ? 'no-cache, no-store, must-revalidate' : path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
  })
  return app
}
