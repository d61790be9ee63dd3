import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)

/** The anvil binary: the platform package's own binary, else the npm wrapper in node_modules/.bin. */
export function anvilBinary(): string {
  try {
    return require.resolve('@foundry-rs/anvil-linux-amd64/bin/anvil')
  } catch {
    const wrapper = fileURLToPath(new URL('../../node_modules/.bin/anvil', import.meta.url))
    if (existsSync(wrapper)) return wrapper
    throw new Error('anvil not found: run npm install (needs @foundry-rs/anvil)')
  }
}
