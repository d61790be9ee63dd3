import { SiwxError } from '../errors/siwx'
import type { PluginStorage } from '../plugins/types'
import { siwxConfigOf } from '../siwx/mapSiweConfig'
import { SiwxStore } from '../siwx/SiwxStore'
import type { KernelServices } from './KernelServices'

export function create(kit: KernelServices): SiwxStore {
  const config = siwxConfigOf(kit.options)
  if (!config) throw new SiwxError('NOT_ENABLED')
  const { account, connection } = kit
  // The connected wallet's adapter signs (personal_sign; the embedded wallet asks in ApproveTransaction).
  const signer = () => {
    const { connectorId } = account
    const adapter = connection.adapterFor(account.namespace)
    return adapter && connectorId ? (message: string, address: string) => adapter.signMessage(connectorId, address, message) : undefined
  }
  const store = new SiwxStore({
    config,
    account,
    networks: kit.networks,
    router: kit.router,
    modal: kit.modal,
    toast: kit.toast,
    events: kit.events,
    open: (options) => kit.open(options),
    close: () => kit.close(),
    disconnect: () => connection.disconnect(),
    switchNetwork: (network) => connection.switchNetwork(network),
    signer,
  })
  const storage: PluginStorage = {
    get: (key, schema) => kit.storage.get(`siwx.${key}`, schema),
    set: (key, value) => kit.storage.set(`siwx.${key}`, value),
    remove: (key) => kit.storage.remove(`siwx.${key}`),
  }
  config.attachKit?.({
    chainData: kit.chainData,
    storage,
    signMessage: (message, address) => {
      const sign = signer()
      return sign ? sign(message, address) : Promise.reject(new SiwxError('NO_CLIENT'))
    },
    sessionsChanged: () => store.refresh(),
  })
  return store
}
