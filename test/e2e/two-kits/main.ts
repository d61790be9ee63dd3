/** Two kits on one page (two-kits.e2e.ts): the same project, each with its own storageKey, so its own storage. */
import { createAppKit } from 'gangway'
import { EvmAdapter } from 'gangway/adapters/evm'
import { gangwayLocal, gangwayLocal2 } from '../../../demo/networks'

const kit = (storageKey: string) =>
  createAppKit({
    projectId: 'gangway-demo',
    storageKey,
    networks: [gangwayLocal, gangwayLocal2],
    adapters: [new EvmAdapter()],
    metadata: { name: `Kit ${storageKey}`, description: 'Two kits on one page', url: location.origin, icons: [] },
  })

const kits = { a: kit('a'), b: kit('b') }

declare global {
  interface Window {
    kits: typeof kits
  }
}
window.kits = kits
