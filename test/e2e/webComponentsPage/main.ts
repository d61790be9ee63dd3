// A host page without React of its own: the kit, the EVM adapter and the web components, nothing else.
import { createAppKit } from 'gangway'
import { EvmAdapter } from 'gangway/adapters/evm'
import 'gangway/web-components'
import { gangwayLocal, gangwayLocal2 } from '../../../demo/networks'

createAppKit({
  projectId: 'gangway-demo',
  networks: [gangwayLocal, gangwayLocal2],
  adapters: [new EvmAdapter()],
  metadata: { name: 'Web components page', description: 'Gangway without React in the page', url: location.origin, icons: [] },
})
